export { JackpotWidget } from "./JackpotWidget";
