import { createElement as h } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueInstance } from '../../test-support/catalogue-instance';
import { renderHtml } from '../../test-support/render-text';
import { TransactionLink } from './TransactionLink';

const HASH = 'a1'.repeat(32);
const link = async (props: Parameters<typeof TransactionLink>[0]) => renderHtml(h(TransactionLink, props), await catalogueInstance('en'));

describe("a withdrawal's transaction in the histories", () => {
  it("links a transaction id to its chain's block explorer", async () => {
    expect(await link({ coin: 'BTC', network: null, txHash: HASH })).toContain(`href="https://mempool.space/tx/${HASH}"`);
    expect(await link({ coin: 'LTC', network: null, txHash: HASH })).toContain(`href="https://litecoinspace.org/tx/${HASH}"`);
    expect(await link({ coin: 'USDT', network: 'ERC20', txHash: `0x${HASH}` })).toContain(`href="https://etherscan.io/tx/0x${HASH}"`);
    expect(await link({ coin: 'USDT', network: 'TRC20', txHash: HASH })).toContain(`href="https://tronscan.org/#/transaction/${HASH}"`);
  });

  it('shows anything else an operator typed as text, never as a link', async () => {
    const html = await link({ coin: 'BTC', network: null, txHash: 'javascript:alert(1)' });
    expect(html).not.toContain('href');
    expect(html).toContain('javascript:alert(1)');
  });
});
