import Foundation

/// The student record's "Working on" tags: the most frequent tajweed categories among the
/// correction marks of the student's last three sent reviews, with the counts that explain them.
///
/// - "Last three" = the three latest by ``Review/sentAt``; drafts are ignored. Praise marks don't count.
/// - Order: more corrections first; ties go to the category found in more of those reviews, then to
///   the one corrected most recently, then to the Review screen's category order.
/// - At most ``limit`` tags (3).
///
/// ```swift
/// let tags = WorkingOnTags(reviews: sarahsReviews)
/// tags.tags.map(\.label)         // ["Madd", "Ghunnah", "Pace & fluency"]
/// tags.tags[0].explanation       // "4 corrections in 3 reviews"
/// ```
public struct WorkingOnTags: Hashable, Sendable {
    /// One tag and why it is there.
    public struct Tag: Hashable, Sendable {
        /// The category.
        public let category: TajweedCategory
        /// Correction marks in it across the reviews considered.
        public let count: Int
        /// How many of those reviews had at least one.
        public let reviewCount: Int

        /// The category's label, e.g. "Madd".
        public var label: String { category.label }

        /// "4 corrections in 3 reviews", "1 correction in 1 review".
        public var explanation: String {
            "\(Plural.count(count, "correction")) in \(Plural.count(reviewCount, "review"))"
        }
    }

    /// The tags, most frequent first.
    public let tags: [Tag]

    /// How many reviews are considered.
    public static let reviewWindow = 3
    /// How many tags are shown.
    public static let limit = 3

    /// The tags for `reviews` (any order; one student's).
    public init(reviews: [Review]) {
        let recent =
            reviews
            .compactMap { review in review.sentAt.map { (sent: $0, review: review) } }
            .sorted { $0.sent > $1.sent }
            .prefix(Self.reviewWindow)
        var counts: [TajweedCategory: (count: Int, reviews: Int, latest: Date)] = [:]
        for (sent, review) in recent {
            let corrections = review.marks.filter { $0.kind == .correction }
            for category in Set(corrections.map(\.category)) {
                let n = corrections.filter { $0.category == category }.count
                let old = counts[category] ?? (0, 0, .distantPast)
                counts[category] = (old.count + n, old.reviews + 1, max(old.latest, sent))
            }
        }
        tags =
            counts
            .sorted { a, b in
                if a.value.count != b.value.count { return a.value.count > b.value.count }
                if a.value.reviews != b.value.reviews { return a.value.reviews > b.value.reviews }
                if a.value.latest != b.value.latest { return a.value.latest > b.value.latest }
                return a.key.order < b.key.order
            }
            .prefix(Self.limit)
            .map { Tag(category: $0.key, count: $0.value.count, reviewCount: $0.value.reviews) }
    }
}
