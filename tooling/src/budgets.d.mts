/** What an anonymous first view of home may transfer in JavaScript, React included (KiB). */
export declare const HOME_JS_BUDGET_KIB: number;
