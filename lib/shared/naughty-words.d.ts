/** naughty-words ships no types: one list of words and phrases per language code. */
declare module 'naughty-words' {
  const lists: Record<string, string[]>;
  export default lists;
}
