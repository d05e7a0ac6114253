/** The socket events of the chat (SPEC.md section 7), named once for the server and the browser. */
export const CHAT_EVENTS = {
  join: 'join',
  newMessage: 'newMessage',
  messageRead: 'messageRead',
  messageDelivered: 'messageDelivered',
} as const;
