import type { ReactNode } from 'react';

/**
 * A formatted amount or number shown inside text: isolated from the direction around it (the ₪ sign stays where
 * Intl puts it for the language) and never broken across lines, so no line holds half a figure or a lone sign.
 */
export const Amount = ({ children }: { children: ReactNode }) => <bdi style={{ whiteSpace: 'nowrap' }}>{children}</bdi>;
