export interface GameProvider {
  gpid: string;
  gpname: string;
  gplogo: string;
}
