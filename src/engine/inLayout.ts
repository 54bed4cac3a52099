import { createContext, useContext } from 'react';

/** True under the signed-in frame: pages that also show to signed-out visitors (the 404) then drop their own frame. */
export const InLayoutContext = createContext(false);

export const useInLayout = () => useContext(InLayoutContext);
