/**
 * Scam and contact-detail rules (issue 12), shared by the server (which flags the message for
 * moderators) and the chat (which shows the receiver a safety notice). Tuned to let ordinary
 * talk through: times, dates, prices, years, ages and Arabic numerals in a sentence do not
 * match; tests/unit/safety-rules.test.ts holds an example of every pattern and its false friends.
 */

export const SAFETY_FLAG_KINDS = ['phone', 'email', 'link', 'money', 'off_platform'] as const;
export type SafetyFlagKind = (typeof SAFETY_FLAG_KINDS)[number];

/**
 * Only a conversation's first messages are checked: that is when scams and moves off the app
 * happen, and later on two people who have talked for a while may share what they like.
 */
export const SAFETY_CHECKED_MESSAGES = 10;

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits read as 0-9, so a number cannot hide in another script. */
function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90));
}

const EMAIL_SOURCE = String.raw`[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}`;
const EMAIL = new RegExp(EMAIL_SOURCE, 'i');
const EMAILS = new RegExp(EMAIL_SOURCE, 'gi');
/** "name at gmail dot com" and friends. */
const SPELLED_EMAIL = /\b[a-z0-9._-]+\s*(?:@|\(at\)|\[at\]|\sat\s)\s*(?:gmail|googlemail|hotmail|outlook|yahoo|icloud|live|aol|proton(?:mail)?)\s*(?:\.|\(dot\)|\[dot\]|\sdot\s)\s*(?:com|co\.uk|me)\b/i;

const URL_SCHEME = /\b(?:https?:\/\/|www\.)\S+/i;
// Endings that are not also short English words, so "no.me" or "actual.ly" typed without a space pass.
const TLDS = 'com|net|org|co\\.uk|org\\.uk|uk|io|app|info|biz|xyz|link|site|online';
/** A bare domain like `example.com/page` or `t.me/name`: a word, a dot, a known ending, not inside a longer word. */
const BARE_DOMAIN = new RegExp(`(?:^|[\\s(])(?:[a-z0-9-]+\\.)+(?:${TLDS})(?![a-z0-9])(?:/\\S*)?`, 'i');
/** Short links and the messaging apps' own: t.me/name, wa.me/447700900123, bit.ly/x. */
const SHORT_LINK = /\b(?:t\.me|wa\.me|bit\.ly|tinyurl\.com|linktr\.ee)\/\S+/i;

/** A run of digits with the separators phone numbers are written with (never ':' or '/'). */
const DIGIT_RUN = /(?:\+|\b)\d[\d\s().-]*\d/g;
const YEAR = /^(?:19|20)\d\d$/;
/** Times (10:30), ISO dates (2024-11-22) and day-month-year dates, taken out before digits are counted. */
const DATES_AND_TIMES = /\b\d{1,2}:\d{2}(?::\d{2})?\b|\b\d{4}-\d{1,2}-\d{1,2}\b|\b\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\b/g;

function hasPhoneNumber(text: string): boolean {
  for (const match of text.replace(DATES_AND_TIMES, ' | ').matchAll(DIGIT_RUN)) {
    const run = match[0];
    const digits = run.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 15) continue;
    // "2019 2020 2021" is a list of years, not a number.
    if (run.split(/[\s().-]+/).every((group) => YEAR.test(group))) continue;
    return true;
  }
  return false;
}

const MONEY_WORDS = String.raw`money|cash|funds|£\s?\d|\$\s?\d|€\s?\d|\d+\s?(?:pounds|quid|dollars|euros|gbp|usd)|pounds|dollars|euros|bitcoin|btc|crypto|gift\s?cards?|western union|moneygram|bank details|account details|sort code|iban`;
const MONEY = [
  new RegExp(String.raw`\b(?:send|lend|transfer|wire|loan|top up)\b(?:\s+\w+){0,6}?\s+(?:${MONEY_WORDS})`, 'i'),
  new RegExp(String.raw`\b(?:need|borrow|short of|help me with)\b(?:\s+\w+){0,5}?\s+(?:${MONEY_WORDS})`, 'i'),
  /\b(?:western union|moneygram|gift\s?cards?|sort code|iban|bank details|account details|bitcoin|btc wallet|crypto wallet)\b/i,
  /\binvest(?:ing|ment)?\b(?:\s+\w+){0,6}?\s+(?:returns?|profits?|crypto|forex|bitcoin|double)\b/i,
];

const APPS = String.raw`whats\s?app|telegram|snap\s?chat|snap|signal|instagram|insta|ig|kik|viber|wechat|skype|discord|messenger|imessage|facetime`;
/** Arabic words have no \b in JavaScript's sense, so these match as plain substrings. */
const ARABIC_OFF_PLATFORM = /واتساب|واتس اب|واتس|تلغرام|تيليجرام|تليجرام|سناب|انستغرام|انستقرام|انستا/;
const ARABIC_MONEY = /ويسترن يونيون|موني ?غرام|بطاقة هدايا|(?:أرسل|ارسل|حول|حوّل|اعطني|أعطني)(?: لي)? (?:المال|مال|فلوس|مبلغ|حوالة)|(?:أحتاج|احتاج) (?:المال|مال|فلوس|مبلغ)/;

const OFF_PLATFORM = [
  // The apps whose names are not ordinary English words are enough on their own.
  /\b(?:whats\s?app|telegram|snap\s?chat|instagram|kik|viber|wechat|discord|imessage|facetime)\b/i,
  // "signal", "snap", "insta", "messenger", "skype"... only when someone is being sent there.
  new RegExp(String.raw`\b(?:on|via|through|use|download|add me on|find me on|dm me on)\s+(?:${APPS})\b`, 'i'),
  /\b(?:my|your|ur)\s+(?:whats\s?app|telegram|snap\s?chat|snap|insta|instagram|ig|kik|skype|discord)\b/i,
  // "message me off here", "reach me elsewhere"; "call me on 07700 900456" is a phone number (the
  // phone rule), not another app, and "message me on here / on the app" stays.
  /\b(?:text|call|ring|message|msg|dm|contact|reach|add)\s+me\s+(?:off|elsewhere|outside)\b/i,
  /\b(?:what'?s|whats|give me|send me|share|drop)\s+(?:your|ur)\s+(?:phone\s+|mobile\s+)?(?:number|mobile|digits|email|contact details)\b/i,
  /\bmy\s+(?:phone\s+|mobile\s+)?number\s+is\b/i,
];

/** Which rules a message breaks, in a fixed order; empty when none. */
export function detectSafetyRisks(content: string): SafetyFlagKind[] {
  const text = westernDigits(content);
  const kinds = new Set<SafetyFlagKind>();
  if (EMAIL.test(text) || SPELLED_EMAIL.test(text)) kinds.add('email');
  const withoutEmails = text.replace(EMAILS, ' ');
  if (URL_SCHEME.test(withoutEmails) || BARE_DOMAIN.test(withoutEmails) || SHORT_LINK.test(withoutEmails)) kinds.add('link');
  if (hasPhoneNumber(withoutEmails)) kinds.add('phone');
  if (MONEY.some((rule) => rule.test(text)) || ARABIC_MONEY.test(text)) kinds.add('money');
  if (OFF_PLATFORM.some((rule) => rule.test(text)) || ARABIC_OFF_PLATFORM.test(text)) kinds.add('off_platform');
  return SAFETY_FLAG_KINDS.filter((kind) => kinds.has(kind));
}

/** Whether the receiver of this message is shown the safety notice under it. */
export const needsSafetyNotice = (message: { seq: number; content: string }) =>
  message.seq <= SAFETY_CHECKED_MESSAGES && detectSafetyRisks(message.content).length > 0;
