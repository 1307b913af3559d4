import { Avatar, type AvatarProps } from '@mantine/core';
import { useImageSrc } from '../data/images';

/** Up to two initials: "Priya Sharma" -> "PS", "crew" -> "C". */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  return parts
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name: string;
  imageUrl?: string | null;
}

/**
 * The user's photo, or their initials when there is none (or while it loads). Decorative: the name is always
 * shown beside it.
 */
export function UserAvatar({ name, imageUrl, ...props }: UserAvatarProps) {
  const src = useImageSrc(imageUrl);
  return (
    <Avatar src={src} alt="" radius="xl" color="teal" {...props}>
      {initials(name)}
    </Avatar>
  );
}
