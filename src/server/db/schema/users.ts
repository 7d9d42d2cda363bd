import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';
import { operatorRoles } from '../../../shared/operator-roles';

export interface CryptoAddresses {
  btc_address: string;
  eth_address: string;
  ltc_address: string;
  usdt_address: string;
  tron_address: string;
}
export type YesNo = 'Yes' | 'No';
export interface EmailPreferences {
  otpsend: YesNo;
  roiemail: YesNo;
  invplanemail: YesNo;
}

export const users = pgTable(
  'users',
  {
    id: rowIdColumn(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['investor', 'admin'] })
      .notNull()
      .default('investor'),
    /** The duties of an operator (role `admin`); null for investors. */
    operatorRole: text('operator_role', { enum: operatorRoles }),
    /** Set when an owner disables an operator: no sign-in, and the sessions ended with it. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    fullname: text('fullname').notNull(),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    dob: text('dob').notNull().default(''),
    address: text('address').notNull().default(''),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    withdrawalLimitCents: bigint('withdrawal_limit_cents', { mode: 'number' }).notNull().default(100000),
    withdrawalFeeBps: integer('withdrawal_fee_bps').notNull().default(0),
    myReferralId: text('my_referral_id').notNull().unique(),
    referredUserId: text('referred_user_id').notNull().default('nnnnn'),
    totalProfitCents: bigint('total_profit_cents', { mode: 'number' }).notNull().default(0),
    totalDepositCents: bigint('total_deposit_cents', { mode: 'number' }).notNull().default(0),
    totalReferralCommissionCents: bigint('total_referral_commission_cents', { mode: 'number' }).notNull().default(0),
    cryptoAddresses: jsonb('crypto_addresses')
      .$type<CryptoAddresses>()
      .notNull()
      .default({ btc_address: '', eth_address: '', ltc_address: '', usdt_address: '', tron_address: '' }),
    emailPreferences: jsonb('email_preferences').$type<EmailPreferences>().notNull().default({ otpsend: 'Yes', roiemail: 'Yes', invplanemail: 'Yes' }),
    /** The interface language the investor last chose (a catalogue code such as `en`, `ja`, `zh-CN`); mails are written in it. */
    language: text('language').notNull().default('en'),
    /** null until the owner opens the link mailed at registration. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Set when the owner follows a "This wasn't me" link: no sign-in, no withdrawal, until a password reset. */
    frozenAt: timestamp('frozen_at', { withTimezone: true }),
    /** New withdrawals wait until then after a change to the account's protection (password, two-factor, codes). */
    withdrawalsHeldUntil: timestamp('withdrawals_held_until', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('users_operator_role', sql`(${t.role} = 'admin') = (${t.operatorRole} is not null)`),
    check('users_balance_non_negative', sql`${t.balanceCents} >= 0`),
    check('users_withdrawal_limit_non_negative', sql`${t.withdrawalLimitCents} >= 0`),
    check('users_fee_bps_range', sql`${t.withdrawalFeeBps} between 0 and 10000`),
    // The back office's investor list, newest first. Its search by part of an e-mail or name uses
    // trigram indexes (users_email_trgm_idx, users_fullname_trgm_idx), made by migration 0011 only
    // where the database has pg_trgm, so they are not declared here. Migration 0014 leaves half of
    // each page free (fillfactor 50), so a balance update touches no index.
    index('users_created_idx').on(t.createdAt, t.id),
  ],
);

export type User = typeof users.$inferSelect;
