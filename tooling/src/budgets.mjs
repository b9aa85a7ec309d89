// What a first visit may cost, read by `pnpm bench:bundle` and by the e2e budget checks.

/** What an anonymous first view of home may transfer in JavaScript, React included (KiB). */
export const HOME_JS_BUDGET_KIB = 220;
