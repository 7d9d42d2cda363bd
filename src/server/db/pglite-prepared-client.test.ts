import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { preparedPgliteClient, type PglitePreparedClient } from './pglite-prepared-client';

describe('PGlite through prepared statements', () => {
  let pglite: PGlite;
  let client: PglitePreparedClient;
  const balance = async () => (await client.query<{ cents: number }>('select cents from accounts where id = $1', [1])).rows[0]!.cents;

  beforeAll(async () => {
    pglite = new PGlite();
    client = preparedPgliteClient(pglite);
    await pglite.exec('create table accounts (id int primary key, cents int not null check (cents >= 0))');
    await client.query('insert into accounts (id, cents) values ($1, $2)', [1, 100]);
  });
  afterAll(() => pglite.close());

  it('runs transactions one at a time: concurrent read-then-write updates lose nothing', async () => {
    const addOne = () =>
      client.transaction(async (tx) => {
        const { rows } = await tx.query<{ cents: number }>('select cents from accounts where id = $1', [1]);
        await new Promise((resolve) => setTimeout(resolve, 1));
        await tx.query('update accounts set cents = $1 where id = $2', [rows[0]!.cents + 1, 1]);
      });
    const before = await balance();
    await Promise.all(Array.from({ length: 20 }, addOne));
    expect(await balance()).toBe(before + 20);
  });

  it('rolls back everything when the transaction fails, and refuses statements once it has ended', async () => {
    const before = await balance();
    let leaked: PglitePreparedClient['query'] | undefined;
    await expect(
      client.transaction(async (tx) => {
        leaked = tx.query;
        await tx.query('update accounts set cents = cents + $1 where id = $2', [50, 1]);
        await tx.query('update accounts set cents = cents - $1 where id = $2', [10_000, 1]);
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await balance()).toBe(before);
    await expect(leaked!('update accounts set cents = 0 where id = $1', [1])).rejects.toThrow('Transaction is closed');
    expect(await balance()).toBe(before);
  });

  it('does not commit a transaction whose failed statement was caught', async () => {
    const before = await balance();
    await expect(
      client.transaction(async (tx) => {
        await tx.query('update accounts set cents = cents + $1 where id = $2', [5, 1]);
        await tx.query('select * from no_such_table').catch(() => undefined);
      }),
    ).rejects.toThrow(/rolled back/);
    expect(await balance()).toBe(before);
  });

  it('answers the same statement with new values and reports database errors with their code', async () => {
    await client.query('insert into accounts (id, cents) values ($1, $2)', [2, 7]);
    expect((await client.query<{ cents: number }>('select cents from accounts where id = $1', [2])).rows).toEqual([{ cents: 7 }]);
    await expect(client.query('insert into accounts (id, cents) values ($1, $2)', [2, 8])).rejects.toMatchObject({ code: '23505' });
  });
});
