/** A backup or restore refused or failed, with what the person at the terminal must know. */
export class BackupError extends Error {}
