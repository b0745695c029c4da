import { describe, expect, it } from 'vitest';
import { loadInTurn } from './lazyWidget';

describe('widgets loading in turn', () => {
  it('start one per task, in the order they were asked for, each answering with its own load', async () => {
    const seen: string[] = [];
    const loader = (name: string) => () => {
      seen.push(`${name} starts`);
      // Runs before the next task: it comes before the next widget's start only if each starts in a task of its own.
      queueMicrotask(() => seen.push(`${name}'s task ends`));
      // A chunk still downloading: the next widget does not wait for it.
      return name === 'notices' ? new Promise<string>(() => undefined) : Promise.resolve(name);
    };
    const consent = loadInTurn(loader('consent'));
    void loadInTurn(loader('notices'));
    const chat = loadInTurn(loader('chat'));
    expect(seen).toEqual([]);
    await expect(consent).resolves.toBe('consent');
    await expect(chat).resolves.toBe('chat');
    expect(seen).toEqual([
      'consent starts',
      "consent's task ends",
      'notices starts',
      "notices's task ends",
      'chat starts',
      "chat's task ends",
    ]);
  });
});
