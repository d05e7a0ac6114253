import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-cased, so uniqueness is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    age: integer('age').notNull().default(18),
    gender: text('gender', { enum: ['male', 'female'] }).notNull(),
    university: text('university').notNull().default(''),
    status: text('status', { enum: ['student', 'graduate'] }).notNull(),
    description: text('description').notNull().default(''),
    lookingFor: text('looking_for').notNull().default(''),
    hear: text('hear').notNull().default(''),
    isAdmin: boolean('is_admin').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
    /** When she proved the login email hers (a link to it); null until then. Set for accounts older than migration 0014. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** What her guardian is sent besides the alerts: a weekly summary, or the summary and copies. */
    chaperoneMode: text('chaperone_mode', { enum: ['alerts', 'summary', 'copies'] }).notNull().default('alerts'),
    /** When she last chose it: a digest covers nothing written before the other member could see the notice. */
    chaperoneSince: timestamp('chaperone_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Post-moderation: set when the member writes their names or profile texts (and at sign-up),
     * cleared when an admin has read them; the feed lists the members where it is set.
     */
    profileTextPendingSince: timestamp('profile_text_pending_since', { withTimezone: true }).defaultNow(),
    // Discovery (issue 21): optional, null until the member says.
    city: text('city'),
    /** Lower-cased city, for the case-insensitive exact filter and its index. */
    cityKey: text('city_key'),
    country: text('country'),
    willingToRelocate: boolean('willing_to_relocate'),
    maritalStatus: text('marital_status', { enum: ['never_married', 'divorced', 'widowed'] }),
    hasChildren: boolean('has_children'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    prayer: text('prayer', { enum: ['always', 'usually', 'sometimes', 'rarely'] }),
    seekingAgeMin: integer('seeking_age_min'),
    seekingAgeMax: integer('seeking_age_max'),
    seekingStatus: text('seeking_status', { enum: ['student', 'graduate', 'either'] }),
    /**
     * The member's last activity on the app clock, moved forward with the session's last_seen_at
     * (at most once per five minutes) and at login: "active recently" and idle resting read it.
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    // Verified members (issue 23): the badges, set by lib/server/verification/ only.
    /** When she confirmed a university address by its emailed link: the university badge. */
    universityVerifiedAt: timestamp('university_verified_at', { withTimezone: true }),
    /** The address that verified her (lower-cased); one address verifies one account (unique below). */
    universityVerifiedEmail: text('university_verified_email'),
    /** The institution the academic list names for that address's domain, when it knows one. */
    universityInstitution: text('university_institution'),
    /** When a moderator approved her selfie: the photo badge; cleared when her last photo goes. */
    photoVerifiedAt: timestamp('photo_verified_at', { withTimezone: true }),
    /** An admin who reviews women's selfies: while any admin is marked, women's selfies go to them only. */
    reviewsWomenVerifications: boolean('reviews_women_verifications').notNull().default(false),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // The first-name search is a substring match (`like '%term%'`): trigrams serve it (pg_trgm, 0016).
    index('users_first_name_trgm_idx').using('gin', sql`lower(${t.firstName}) gin_trgm_ops`),
    // Find Matches walks members of one gender newest first (keyset on created_at, id).
    index('users_gender_created_idx').on(t.gender, t.createdAt, t.id),
    index('users_profile_text_pending_idx').on(t.profileTextPendingSince).where(sql`${t.profileTextPendingSince} is not null`),
    // The weekly digest job reads only the women who chose one.
    index('users_chaperone_idx').on(t.chaperoneMode).where(sql`${t.chaperoneMode} <> 'alerts'`),
    // Find Matches sorted by activity, and the idle-resting cut, walk this.
    index('users_gender_active_idx').on(t.gender, t.lastActiveAt, t.id),
    index('users_gender_age_idx').on(t.gender, t.age),
    index('users_gender_university_idx').on(t.gender, sql`lower(${t.university})`),
    index('users_gender_city_idx').on(t.gender, t.cityKey),
    index('users_gender_country_idx').on(t.gender, t.country),
    uniqueIndex('users_university_verified_email_unique').on(t.universityVerifiedEmail).where(sql`${t.universityVerifiedEmail} is not null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
