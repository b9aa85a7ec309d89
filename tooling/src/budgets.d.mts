/** What an anonymous first view of home may transfer in JavaScript, React included (KiB). */
export declare const HOME_JS_BUDGET_KIB: number;
/** The longest main-thread task an unthrottled first load of home may have (ms). */
export declare const HOME_LONGEST_TASK_MS: number;
/** How many tasks over 50 ms an unthrottled first load of home may have. */
export declare const HOME_TASKS_OVER_50_MS: number;
