import { detectSafetyRisks, needsSafetyNotice, SAFETY_CHECKED_MESSAGES, type SafetyFlagKind } from '@/lib/shared/safety-rules';

const cases = (kind: SafetyFlagKind, examples: string[]) =>
  it.each(examples)(`flags ${kind}: %s`, (text) => expect(detectSafetyRisks(text)).toContain(kind));

describe('each pattern', () => {
  cases('phone', [
    'My number is 07700 900123',
    'call me +44 7700 900123',
    'text 07700-900-123 after work',
    '(020) 7946 0958 is my office',
    '0 7 7 0 0 9 0 0 1 2 3',
    'رقمي ٠٧٧٠٠٩٠٠١٢٣',
    'رقمي ۰۷۷۰۰۹۰۰۱۲۳',
    '+971501234567',
  ]);
  cases('email', ['write to maryam.k@gmail.com', 'Email: YUSUF_99@hotmail.co.uk', 'yusuf99 at gmail dot com', 'maryam [at] outlook (dot) com']);
  cases('link', ['see https://example.com/me', 'www.mysite.org', 'my page is example.com/yusuf', 't.me/yusuf99', 'wa.me/447700900123', 'bit.ly/abc123', 'leeds.ac.uk/people']);
  cases('money', [
    'Can you send me £200 for the visa?',
    'Please lend me some money, I will pay you back',
    'I need 500 pounds urgently',
    'Buy me an Amazon gift card',
    'transfer the funds to my account',
    'Pay through Western Union',
    'send your bank details and sort code',
    'Invest with me and get double returns',
    'أرسل لي المال عبر ويسترن يونيون',
    'احتاج فلوس ضروري',
    'I can wire you $300 if you help',
  ]);
  cases('off_platform', [
    'Add me on WhatsApp',
    'whatsapp me',
    'are you on Telegram?',
    'my snapchat is yusuf_99',
    'what is your snap?',
    "Let's talk on Signal instead",
    'my insta is @maryam',
    'text me on WhatsApp',
    'call me via Skype',
    'message me off here',
    "what's your number?",
    'give me your email',
    'Can we use Messenger?',
    'كلمني على الواتساب',
    'هل عندك تلغرام؟',
  ]);
});

describe('false positives: ordinary talk is left alone', () => {
  it.each([
    'See you at 10:30 after Jumuah',
    'The talk runs 10:30 - 11:45 on 22.11.2024',
    'I was born on 2001-05-14 at 10:30',
    'Graduation is 14/07/2025',
    'Membership is £14.99 a month after the 30-day trial',
    'I pay £14.99 a month for this app',
    'I studied there 2019 2020 2021 2022',
    'Between 2015 and 2019 I lived in Leeds',
    'I am 24 and my sister is 22',
    'I have 3 brothers and 2 sisters',
    'عمري ٢٤ سنة وتخرجت عام ٢٠٢٣',
    'صليت ٤ ركعات ثم قرأت ١٠ صفحات',
    'درست في جامعة الملك سعود ثم انتقلت إلى لندن',
    'أحب القراءة والسفر مع عائلتي',
    "I'm on the app most evenings",
    'message me on here any time',
    'Text me on the app when you are free',
    'I studied at the University of Leeds',
    "King's College London, then UCL for my master's",
    'St. Andrews and Imperial College',
    'I did a B.Sc. then a Ph.D. in chemistry',
    'My signal is bad at home, sorry for the late reply',
    'I saw it on TikTok',
    'I give sadaqah every Friday',
    'I work in investment banking',
    'I need to finish my dissertation first',
    'I will send you the article I mentioned',
    'Call me at 5 if you want to talk about it here',
    'My parents moved from Dubai in 1998',
    'e.g. reading, hiking, cooking',
    'Read surah 2:255 tonight',
  ])('%s', (text) => expect(detectSafetyRisks(text)).toEqual([]));
});

describe('a phone number is contact details, not another app', () => {
  it.each(['You can call me on 07700 900456 if easier', 'text me on 07700 900123 tonight', 'ring me on +44 7700 900123', 'اتصل بي على ٠٧٧٠٠٩٠٠٤٥٦'])('%s', (text) =>
    expect(detectSafetyRisks(text)).toEqual(['phone']),
  );

  it.each([
    ['Call me on WhatsApp: 07700 900456', ['phone', 'off_platform']],
    ['Add me on Telegram', ['off_platform']],
    ['call me on skype later', ['off_platform']],
    ['message me on Instagram', ['off_platform']],
  ])('naming an app is another app: %s', (text, kinds) => expect(detectSafetyRisks(text)).toEqual(kinds));
});

describe('the notice', () => {
  it('is due for a risky message among the first messages of a conversation only', () => {
    const risky = 'Add me on WhatsApp 07700 900123';
    expect(detectSafetyRisks(risky)).toEqual(['phone', 'off_platform']);
    expect(needsSafetyNotice({ seq: 1, content: risky })).toBe(true);
    expect(needsSafetyNotice({ seq: SAFETY_CHECKED_MESSAGES, content: risky })).toBe(true);
    expect(needsSafetyNotice({ seq: SAFETY_CHECKED_MESSAGES + 1, content: risky })).toBe(false);
    expect(needsSafetyNotice({ seq: 1, content: 'Assalamu alaikum, how is your day?' })).toBe(false);
  });

  it('names every kind a message breaks, in a fixed order', () => {
    expect(detectSafetyRisks('Send £50 to me at maryam@gmail.com or via https://pay.example.com, text 07700 900123 on WhatsApp')).toEqual([
      'phone',
      'email',
      'link',
      'money',
      'off_platform',
    ]);
  });
});
