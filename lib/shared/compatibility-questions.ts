/**
 * The compatibility questions, shared by the server (validation, scoring) and the browser.
 * Ids are stable and never reused: a member's stored answers refer to them. A question may be
 * reworded but its options keep their order, since answers store option indexes.
 * At most MAX_QUESTION_ID questions and MAX_OPTIONS options each: the score's compact form
 * (lib/server/compatibility/vectors.ts) reserves that many bits per member.
 */
export type CompatibilityQuestion = { id: number; text: string; options: readonly string[] };

export const MAX_QUESTION_ID = 32;
export const MAX_OPTIONS = 8;

export const COMPATIBILITY_QUESTIONS: readonly CompatibilityQuestion[] = [
  // Faith practice
  { id: 1, text: 'How do you keep the five daily prayers?', options: ['All five, on time', 'All five, sometimes late', 'Some of them', 'I am working on it'] },
  { id: 2, text: 'How often do you read or study the Quran?', options: ['Every day', 'Several times a week', 'Mostly in Ramadan', 'Rarely'] },
  { id: 3, text: 'Do you attend talks, study circles or classes on the deen?', options: ['Regularly', 'Now and then', 'Rarely', 'I would like to start'] },
  { id: 4, text: 'How do you feel about wearing hijab or modest dress?', options: ['It is part of my daily life', 'It matters to me and I am growing in it', 'It is a personal choice for each person', 'I prefer not to say'] },
  { id: 5, text: 'Would you like to perform Hajj or Umrah together early in the marriage?', options: ['Yes, as soon as we can', 'Yes, in the coming years', 'When it is possible, no rush'] },
  { id: 6, text: 'Which best describes how you approach religious questions?', options: ['I follow one madhhab', 'I follow the scholars I trust', 'I look into the evidence myself', 'I am still learning'] },
  // Family
  { id: 7, text: 'When would you like to have children?', options: ['Soon after marriage', 'After a few years', 'When our studies or careers allow', 'I am not sure yet'] },
  { id: 8, text: 'How many children would you hope for?', options: ['One or two', 'Three or four', 'Five or more', 'As Allah wills'] },
  { id: 9, text: 'How involved would you like your parents to be in your married life?', options: ['Closely involved', 'Involved, with our own decisions', 'Supportive from a distance'] },
  { id: 10, text: 'Would you be happy to live with or near your in-laws?', options: ['With them', 'Near them', 'Either is fine', 'I would prefer our own place away from family'] },
  { id: 11, text: 'How should children be schooled?', options: ['Islamic school', 'State or private school with weekend madrasa', 'Home schooling', 'We would decide together'] },
  { id: 12, text: 'How important is it that your families share a cultural background?', options: ['Very important', 'Nice but not necessary', 'Not important'] },
  // Roles at home
  { id: 13, text: 'Who should provide for the household?', options: ['The husband, as is his duty', 'Mainly the husband, the wife may contribute if she wishes', 'Both, as we agree'] },
  { id: 14, text: 'How would you share housework and cooking?', options: ['Mostly the wife', 'Mostly shared', 'Whoever has more time', 'With help we pay for'] },
  { id: 15, text: 'How should big decisions be made at home?', options: ['The husband decides after consulting', 'Together, by mutual consultation (shura)', 'Each of us leads in our own areas'] },
  { id: 16, text: 'After children, would the wife continue working or studying?', options: ['Yes, if she wishes', 'Part time', 'She would focus on the home', 'We would decide together'] },
  { id: 17, text: 'How do you see managing money as a couple?', options: ['One shared budget', 'Separate accounts with shared bills', 'The husband manages, the wife keeps her own money'] },
  { id: 18, text: 'How often would you like to host guests and family at home?', options: ['Often, an open home', 'Sometimes', 'Rarely, we value quiet'] },
  // Study and career
  { id: 19, text: 'How important is further study (a master’s, PhD or professional training) to you?', options: ['Very important, I have plans', 'I would like to, in time', 'Not a priority'] },
  { id: 20, text: 'How would you balance career ambitions with family life?', options: ['Family comes first', 'A careful balance of both', 'Career now, family alongside'] },
  { id: 21, text: 'How do you feel about interest-based (riba) loans and mortgages?', options: ['I avoid them completely', 'Only if there is truly no alternative', 'I am still looking into it'] },
  { id: 22, text: 'Would you support your spouse changing career or studying again after marriage?', options: ['Yes, fully', 'Yes, if finances allow', 'I would rather we settle first'] },
  // Where to live
  { id: 23, text: 'Where would you like to live after marriage?', options: ['Where I live now', 'Near either family', 'Wherever work or study takes us', 'In a Muslim-majority country'] },
  { id: 24, text: 'Would you consider making hijrah to a Muslim-majority country?', options: ['Yes, it is a goal', 'Perhaps, one day', 'No, I want to stay where I am'] },
  { id: 25, text: 'City, town or countryside?', options: ['A big city', 'A town or suburb', 'The countryside', 'No preference'] },
  { id: 26, text: 'How important is living near a mosque and Muslim community?', options: ['Essential', 'Important', 'Nice to have'] },
];

export const COMPATIBILITY_QUESTION_BY_ID: ReadonlyMap<number, CompatibilityQuestion> = new Map(COMPATIBILITY_QUESTIONS.map((q) => [q.id, q]));

/** Weights of OkCupid's published formula, by importance. */
export const IMPORTANCES = ['irrelevant', 'a_little', 'somewhat', 'very', 'mandatory'] as const;
export type Importance = (typeof IMPORTANCES)[number];
export const IMPORTANCE_WEIGHTS: Record<Importance, number> = { irrelevant: 0, a_little: 1, somewhat: 10, very: 50, mandatory: 250 };

/** Below this many questions answered by both members, no score is given. */
export const MIN_COMMON_QUESTIONS = 3;
