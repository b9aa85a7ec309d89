/** How a catalogue game looks: its artwork's colours and the symbols on its reels. */
export interface GameTheme {
  primary: string;
  secondary: string;
  accent: string;
  /** The slot's symbols, as short labels drawn on the reels. */
  symbols: string[];
}
