import type { Language } from '../catalogue';

/** Who asks for an order change: the signed-in (or anonymous) user and the language it reads. */
export interface Actor {
  userId: number;
  email: string | null;
  /**
   * The interface language the request asked for (`?lang=`, Accept-Language): answers are written in
   * it and the order keeps it. Null when it named none: then the order's own, else its store's.
   */
  lang: Language | null;
}
