import { useEffect, useRef } from 'react';
import type { ChatMessage } from '#contract/chat';
import { useSyncStatus } from '../../offline/sync-status';
import { activeSyncEngine, mutate } from '../../offline/user-sync';
import { useDocumentVisible } from './use-document-visible';

type MarkReadInput = {
  roomId: string;
  selfId: string;
  lastReadAt: string | null;
  /** The messages on screen, oldest first. */
  messages: readonly ChatMessage[] | undefined;
};

/**
 * Marks the room read up to the newest message from someone else while the conversation is on
 * screen: on opening it and whenever one arrives. A write (`chatRoom.visit`, offline too) only when
 * that message is newer than what the user has read — never one per render — and the local effect
 * moves `lastReadAt` at once, so the next render asks for nothing.
 */
export function useMarkRead({ roomId, selfId, lastReadAt, messages }: MarkReadInput): void {
  const visible = useDocumentVisible();
  // A screen opened at boot reads the device before its engine runs: the write waits for it (the
  // engine's start changes the sync status, which renders this again).
  useSyncStatus();
  const engineRunning = activeSyncEngine() !== null;
  const asked = useRef<string | null>(null);
  const newest = messages?.findLast((message) => message.senderUserId !== selfId)?.sentAt ?? null;

  useEffect(() => {
    if (!visible || !engineRunning || !newest) return;
    if (lastReadAt && newest <= lastReadAt) return;
    if (asked.current === newest) return;
    asked.current = newest;
    mutate('chatRoom.visit', { roomId, readUpTo: newest }).catch(() => {
      // The room left the device meanwhile (its screen says so) or the engine stopped (sign-out).
      asked.current = null;
    });
  }, [visible, engineRunning, newest, lastReadAt, roomId]);
}
