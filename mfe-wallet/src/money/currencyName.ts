// Currency names in the player's language come from the browser's own data (Intl), which knows
// every ISO 4217 currency in every language of the site; crypto currencies have no ISO code, so
// their catalogue names, which are proper names, stand.

const ISO_CURRENCY_CODE = /^[A-Z]{3}$/;

/** One per language: building it loads the language's data, and lists ask on every render. */
const namesByLanguage = new Map<string, Intl.DisplayNames>();

function currencyNames(language: string): Intl.DisplayNames {
  let names = namesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'currency', fallback: 'none' });
    namesByLanguage.set(language, names);
  }
  return names;
}

export function currencyName(code: string, language: string, catalogueName: string): string {
  if (!ISO_CURRENCY_CODE.test(code)) return catalogueName;
  return currencyNames(language).of(code) ?? catalogueName;
}
