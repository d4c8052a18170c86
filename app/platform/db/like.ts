/** Text for `LIKE … ESCAPE '\'` that matches itself: its `%`, `_` and `\` are no wildcards. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
