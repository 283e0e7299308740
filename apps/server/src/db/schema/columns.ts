import { integer } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Integer identity primary key (the spec's URLs carry numeric ids). */
export const idColumn = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** The owning company of farm data; every query filters on it, and deleting a company deletes its farms. */
export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
