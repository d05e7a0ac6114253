import { randomUUID } from 'node:crypto';

const KEY_PATTERN = /^[0-9a-f-]{36}\.webp$/;

export const isPhotoKey = (key: string) => KEY_PATTERN.test(key);

/** Keys are made here, but a row could have been edited by hand: never leave the folder or prefix. */
export function checkedKey(key: string): string {
  if (!isPhotoKey(key)) throw new Error(`invalid photo storage key: ${key}`);
  return key;
}

export const newPhotoKey = () => `${randomUUID()}.webp`;
