import type { UserRow } from '@/models';

/**
 * DESIGN.md section 6: a woman's guardian hears of every new conversation another member starts
 * with her. Not when she starts it herself, not for later messages, and not when an admin writes:
 * the service speaking to its own member is not a match request.
 */
export function guardianHearsOfConversation(sender: UserRow, receiver: UserRow, isFirstMessage: boolean): boolean {
  return isFirstMessage && !sender.isAdmin && receiver.gender === 'female' && receiver.guardianEmail.trim() !== '';
}
