/// Jamaal's locked copy, in one place.
public enum JamaalCopy {
    /// SY-02: the four fixed single-line empty states — no illustration, no button.
    public enum EmptyLine {
        /// Today with nothing planned.
        public static let today = "Nothing planned for today."
        /// Today on the first day, before anything is planned (F01's card).
        public static let firstLaunch = "Tonight, we'll plan tomorrow."
        /// Habits with none yet.
        public static let habits = "No habits yet."
        /// A history with nothing in it.
        public static let history = "Nothing logged yet."
    }

    /// TD-01's all-done line.
    public static let allDone = "All done for today."
    /// A value written by a newer version of Jamaal (kept, never dropped).
    public static let newerVersion = "Update Jamaal to see this"
    /// TK-01's capacity state.
    public static let dayIsFull = "Day is full · offer tomorrow"
}
