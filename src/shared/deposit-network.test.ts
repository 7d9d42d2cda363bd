import { describe, expect, it } from 'vitest';
import { depositNetwork } from './deposit-network';

describe('the network a deposit method pays on', () => {
  it.each([
    ['Bitcoin', 'bitcoin:bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', 'bitcoin'],
    ['Litecoin', 'litecoin:ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9', 'litecoin'],
    ['Ethereum', 'ethereum:0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'ethereum'],
    ['USDT (TRC20)', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', 'usdtTron'],
    ['USDT ERC-20', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'usdtEthereum'],
    ['Ethereum (ERC20)', '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', 'ethereum'],
    ['Tron (TRX)', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', 'tron'],
    ['USDC TRC20', 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', null],
    ['USDC ERC20', 'ethereum:0x71C7656EC7ab88b098defB751B7401B5f6d8976F', null],
    ['Bank transfer', 'DE89370400440532013000', null],
  ])('%s → %s', (name, uri, network) => {
    expect(depositNetwork(name, uri)).toBe(network);
  });
});
