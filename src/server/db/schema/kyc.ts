import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { KYC_ID_TYPES } from '../../../shared/constants';
import { users } from './users';
import { createdAtColumn } from './created-at';
import { rowIdColumn } from './row-id';

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const kycRecords = pgTable(
  'kyc_records',
  {
    id: rowIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    fullName: text('full_name').notNull(),
    dob: text('dob').notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    idType: text('id_type', { enum: KYC_ID_TYPES }).notNull(),
    idNumber: text('id_number').notNull(),
    expiryDate: text('expiry_date').notNull(),
    /** Storage keys and detected content types; files live outside every served folder. */
    idFrontKey: text('id_front_key').notNull(),
    idFrontType: text('id_front_type').notNull(),
    idBackKey: text('id_back_key').notNull(),
    idBackType: text('id_back_type').notNull(),
    selfieKey: text('selfie_key').notNull(),
    selfieType: text('selfie_type').notNull(),
    status: text('status', { enum: KYC_STATUSES }).notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('kyc_user_created_idx').on(t.userId, t.createdAt),
    index('kyc_status_idx').on(t.status, t.createdAt),
    // One submission at a time: a new one only after the last was rejected.
    uniqueIndex('kyc_one_open_per_user').on(t.userId).where(sql`${t.status} in ('pending', 'approved')`),
  ],
);
