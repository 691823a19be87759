/**
 * New messages as push notifications: to the room's other members who may see the tour and have not
 * muted it, a burst of messages becoming one notification per room, tapping opening the room.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createChatRoom, sendChatMessage } from '../support/chat-factories';
import { afterBatchWindow, pushesTo, withDevice } from '../support/push-factories';
import { startPushService } from '../support/push-service';
import { setupTestApp } from '../support/test-app';
import { must, ownerWithTour } from '../support/tour-factories';

const t = await setupTestApp();
const push = await startPushService();
afterAll(push.close);

describe('message notifications', () => {
  it('reach the other members once per burst, never the sender, a muted member or a non-member', async () => {
    const { owner, tour } = await ownerWithTour(t);
    const ownerDevice = push.subscription();
    must(
      await t.call('POST /notifications/mobile-device', {
        body: ownerDevice.registration,
        token: owner.token,
      }),
      201,
    );
    const ada = await withDevice(t, push, owner.token, tour.id, 'TOUR_MEMBER', 'Ada');
    const bo = await withDevice(t, push, owner.token, tour.id, 'TOUR_MEMBER', 'Bo');
    const cy = await withDevice(t, push, owner.token, tour.id, 'TOUR_MEMBER', 'Cy');
    const room = await createChatRoom(
      t,
      ada.token,
      tour.id,
      { userIds: [bo.user.id, cy.user.id] },
      'Stage crew',
    );
    must(
      await t.call('PATCH /chat-rooms/{id}/mute', {
        params: { id: room.id },
        body: { muted: true },
        token: cy.token,
      }),
    );

    await sendChatMessage(t, ada.token, room.id, 'Truck is here');
    t.clock.advance(3);
    await sendChatMessage(t, ada.token, room.id, 'Need four hands at the dock');
    await afterBatchWindow(t);

    const [notice, ...more] = pushesTo(push, bo.device);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ url: `/dashboard/messages/${room.id}` });
    expect(JSON.stringify(notice)).toContain('Need four hands at the dock');
    expect(JSON.stringify(notice)).toContain('Stage crew');
    expect(pushesTo(push, ada.device)).toEqual([]);
    expect(pushesTo(push, cy.device)).toEqual([]);
    // The tour's owner is not in the room: not even told it exists.
    expect(pushesTo(push, ownerDevice)).toEqual([]);
  });
});
