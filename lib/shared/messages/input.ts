/** HTTP input: answers for input refused before any rule runs. */
export const MSG_INPUT = {
  invalidJson: 'The request body must be valid JSON.',
  invalidRequest: 'The request is invalid.',
  invalidCursor: 'The page cursor is invalid.',
  invalidCharacters: 'The request contains characters that are not allowed.',
  tooLarge: 'The request is too large.',
  badAddress: 'The address is not valid.',
  methodNotAllowed: 'Method not allowed.',
  invalidOffset: 'The page offset must be a whole number of 0 or more.',
  incompleteBody: 'The request body was not received completely.',
} as const;

/** Form fields any form may have: required, email, length. */
export const MSG_FORMS = {
  // SPEC.md sections 5 and 8, word for word.
  fillRequired: 'Please fill in all required fields.',
  // Ours: what the spec leaves open.
  invalidEmail: 'Please enter a valid email address.',
  fieldTooLong: 'One of the fields is too long.',
} as const;
