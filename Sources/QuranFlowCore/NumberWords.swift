/// Small numbers in words, the way the copy writes them.
///
/// ```swift
/// NumberWords.text(9)    // "nine"
/// NumberWords.text(31)   // "31"
/// ```
public enum NumberWords {
    private static let words = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
        "twenty", "twenty-one", "twenty-two", "twenty-three", "twenty-four", "twenty-five", "twenty-six",
        "twenty-seven", "twenty-eight", "twenty-nine", "thirty",
    ]

    /// "one" … "thirty" for 1…30; digits for anything else (including 0 and negatives).
    public static func text(_ n: Int) -> String {
        (1...words.count).contains(n) ? words[n - 1] : String(n)
    }
}
