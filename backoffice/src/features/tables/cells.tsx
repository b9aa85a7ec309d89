import { LocalTime, MoneyAmount, panels } from '@croupier/ui';

/** A cell with an instant's date and time in the reader's language. */
export function TimeCell({ at }: { at: string }) {
  return (
    <td>
      <LocalTime at={at} withTime />
    </td>
  );
}

/** A right-aligned cell with an amount, grouped as the site shows money, and its currency. */
export function AmountCell({ amount, currency }: { amount: string; currency: string }) {
  return (
    <td className={panels.amount}>
      <MoneyAmount amount={amount} currency={currency} />
    </td>
  );
}
