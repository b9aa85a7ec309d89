// Every seed text in each language of the site.

import type { LanguageCode } from '@croupier/contracts';

import { enUS } from './en-US.js';
import { esES } from './es-ES.js';
import { frFR } from './fr-FR.js';
import { hiIN } from './hi-IN.js';
import { idID } from './id-ID.js';
import { itIT } from './it-IT.js';
import { jaJP } from './ja-JP.js';
import { koKR } from './ko-KR.js';
import { msMY } from './ms-MY.js';
import { ptPT } from './pt-PT.js';
import { ruRU } from './ru-RU.js';
import { thTH } from './th-TH.js';
import { trTR } from './tr-TR.js';
import type { SeedLanguageTexts } from './types.js';
import { viVN } from './vi-VN.js';
import { zhCN } from './zh-CN.js';

export type { SeedContentText, SeedLanguageTexts, StoryId } from './types.js';

export const seedTexts: Record<LanguageCode, SeedLanguageTexts> = {
  'en-US': enUS,
  'es-ES': esES,
  'fr-FR': frFR,
  'hi-IN': hiIN,
  'id-ID': idID,
  'it-IT': itIT,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'ms-MY': msMY,
  'pt-PT': ptPT,
  'ru-RU': ruRU,
  'th-TH': thTH,
  'tr-TR': trTR,
  'vi-VN': viVN,
  'zh-CN': zhCN,
};
