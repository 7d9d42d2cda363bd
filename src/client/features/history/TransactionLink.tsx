import { Anchor } from '@mantine/core';
import type { CryptoType, UsdtNetwork } from '../../../shared/constants';

/** A public block explorer's page of a transaction, per chain (USDT's by the network it went out on). */
const EXPLORER: Record<'bitcoin' | 'litecoin' | 'ethereum' | 'tron', (hash: string) => string> = {
  bitcoin: (hash) => `https://mempool.space/tx/${hash}`,
  litecoin: (hash) => `https://litecoinspace.org/tx/${hash}`,
  ethereum: (hash) => `https://etherscan.io/tx/0x${hash}`,
  tron: (hash) => `https://tronscan.org/#/transaction/${hash}`,
};

function chainOf(coin: CryptoType, network: UsdtNetwork | null): keyof typeof EXPLORER {
  if (coin === 'BTC') return 'bitcoin';
  if (coin === 'LTC') return 'litecoin';
  if (coin === 'TRON' || network === 'TRC20') return 'tron';
  return 'ethereum';
}

/**
 * The transaction that paid a withdrawal out, linked to a block explorer. The hash may have been
 * typed by an operator: only a transaction id (64 hex digits) becomes a link, anything else is shown as text.
 */
export function TransactionLink({ coin, network, txHash }: { coin: CryptoType; network: UsdtNetwork | null; txHash: string }) {
  const hex = /^(?:0x)?([0-9a-fA-F]{64})$/.exec(txHash)?.[1];
  const style = { wordBreak: 'break-all' } as const;
  if (!hex)
    return (
      <Anchor component="span" size="xs" ff="monospace" c="dimmed" style={style}>
        {txHash}
      </Anchor>
    );
  return (
    <Anchor href={EXPLORER[chainOf(coin, network)](hex)} target="_blank" rel="noreferrer" size="xs" ff="monospace" style={style}>
      {txHash}
    </Anchor>
  );
}
