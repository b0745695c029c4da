import type { Channel, Profile } from '@lobby/contract';

/** The deposit tab's methods (spec §3 channel types); USDT has its own tab. */
export type DepositMethodType = 'qr-code' | 'truewallet' | 'tranfer-online';

export interface DepositMethod {
  type: DepositMethodType;
  channels: Channel[];
  /** The lowest minimum and highest maximum of the method's channels, in baht. */
  min: number;
  max: number;
  /** A bonus ribbon (spec §2): the first channel with a bonus; `top` puts it on the card's corner. */
  bonus?: { text: string; top: boolean };
  /** The artwork of the method's first channel. */
  img: string | null;
}

/** Methods in the chooser's order, each with at least one channel. */
export function depositMethods(profile: Pick<Profile, 'payment' | 'truewallet' | 'bank'>): DepositMethod[] {
  const lists: [DepositMethodType, Channel[]][] = [
    ['qr-code', profile.payment],
    ['truewallet', profile.truewallet],
    ['tranfer-online', profile.bank],
  ];
  return lists
    .filter(([, channels]) => channels.length > 0)
    .map(([type, channels]) => {
      const bonus = channels.find((c) => c.bonus.is_bonus && c.bonus.massage.trim());
      return {
        type,
        channels,
        min: Math.min(...channels.map((c) => c.min_deposit)),
        max: Math.max(...channels.map((c) => c.max_deposit)),
        ...(bonus ? { bonus: { text: bonus.bonus.massage, top: bonus.bonus.topshow } } : {}),
        img: channels[0]!.img,
      };
    });
}

/** Spec §5: the QR is requested with the sub-channel whose min/max range holds the amount. */
export function channelForAmount(method: DepositMethod, amount: number): Channel | undefined {
  return method.channels.find((c) => amount >= c.min_deposit && amount <= c.max_deposit);
}

/** Whether the method takes an amount and answers with a QR (the others show an account to pay into). */
export const isQrMethod = (type: DepositMethodType) => type === 'qr-code' || type === 'truewallet';
