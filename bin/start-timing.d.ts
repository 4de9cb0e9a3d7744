/** Whether the start-up split is asked for (CTP_START_TIMING=1). */
export function timingWanted(env?: NodeJS.ProcessEnv): boolean;
/** Records the moment `name` (now), when the split is asked for. */
export function mark(name: string, env?: NodeJS.ProcessEnv): void;
/** The marks so far as lines: the moment since launch and the time since the previous mark. */
export function timingLines(): string[];
