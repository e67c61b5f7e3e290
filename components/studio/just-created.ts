"use client";

import { useEffect } from "react";

/** Session storage key: the id of the Expert the create form just made. */
export const JUST_CREATED_KEY = "studio:just-created";

/** On the editor of the Expert just created, the keyboard starts in its first field (not at the top of the page). */
export function useFocusWhenJustCreated(expertId: string, fieldId: string) {
  useEffect(() => {
    if (sessionStorage.getItem(JUST_CREATED_KEY) !== expertId) return;
    sessionStorage.removeItem(JUST_CREATED_KEY);
    document.getElementById(fieldId)?.focus();
  }, [expertId, fieldId]);
}
