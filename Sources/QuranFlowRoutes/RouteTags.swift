/// Tags of identifiers that name rows no domain type stands for, so a path's `ID` is still typed.

/// A stored media file (a lesson video, a session recording, a recitation).
public enum MediaItem {}

/// A student's practice take of one correction.
public enum PracticeTakeItem {}

/// An in-app notification row.
public enum InAppNotification {}

/// A Year-2 one-to-one booking: a same-time-weekly series or a single week.
public enum OneToOneBooking {}

/// An upload being processed into a lesson video or a session recording (a media-processing job).
public enum MediaJobItem {}
