/**
 * An error as one log line: its message's first line (a stack or a multi-line message stays out of the log).
 * @param {unknown} error
 */
export const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];
