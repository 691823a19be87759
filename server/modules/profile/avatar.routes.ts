import { AvatarSchema, SetAvatarSchema } from '#contract/profile';
import { defineRoute } from '../../http/route';
import { removeBytes } from '../files/remove-bytes';
import { avatarUrlSigner, setAvatar } from './avatar.service';

export const avatarRoutes = [
  defineRoute(
    {
      method: 'post',
      path: '/users/upload_avatar',
      tag: 'Profile',
      access: 'user',
      body: SetAvatarSchema,
      summary:
        'Set your avatar to one of your uploads (purpose AVATAR: JPEG or PNG, ≤ 10 MB); key null removes it',
      response: AvatarSchema,
      errors: [400, 401, 404, 413],
    },
    async ({ body }, { deps, user }) => {
      const { fileId, replacedKey } = await deps.database.db.transaction((tx) =>
        setAvatar(tx, user, body.key, deps.now()),
      );
      if (replacedKey) await removeBytes(deps, replacedKey);
      const sign = avatarUrlSigner(deps.config.jwtSecret, deps.now(), user.id);
      return { data: { avatarUrl: fileId ? sign(fileId) : null } };
    },
  ),
];
