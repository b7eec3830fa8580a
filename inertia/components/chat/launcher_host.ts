/** Where the launcher mounts (SPEC §2.6): pages without this element get no launcher. */
export const LAUNCHER_HOST_ID = 'lead-chat-launcher'
