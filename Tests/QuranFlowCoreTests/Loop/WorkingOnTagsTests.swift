import Foundation
import Identifiers
import Testing

@testable import QuranFlowCore

@Suite("\"Working on\" tags")
struct WorkingOnTagsTests {
    func review(_ day: Int?, _ corrections: [TajweedCategory], praise: [TajweedCategory] = []) -> Review {
        let marks =
            corrections.enumerated().map { i, c in
                ReviewMark(
                    kind: .correction, word: WordReference(surah: 67, ayah: 1, index: i + 1), title: "c", detail: "", category: c,
                    playhead: 1)
            }
            + praise.map {
                ReviewMark(
                    kind: .praise, word: WordReference(surah: 67, ayah: 2, index: 1), title: "p", detail: "", category: $0, playhead: 1)
            }
        return Review(
            submissionID: ID("s\(day ?? 0)"), coachID: Loop.amina.id, marks: marks, outcome: .anotherAttempt,
            sentAt: day.map { Loop.wednesday.addingTimeInterval(Double($0) * 86_400) })
    }

    @Test("Most frequent categories of the last three reviews' corrections, with their counts")
    func frequent() {
        let tags = WorkingOnTags(reviews: [
            review(0, [.qalqalah, .qalqalah, .qalqalah, .qalqalah]),  // fourth-latest: ignored
            review(7, [.madd, .ghunnah]),
            review(14, [.madd, .madd, .paceFluency], praise: [.ghunnah, .ghunnah]),
            review(21, [.madd, .ghunnah]),
            review(nil, [.izhar, .izhar, .izhar]),  // a draft: ignored
        ]).tags
        #expect(tags.map(\.label) == ["Madd", "Ghunnah", "Pace & fluency"])
        #expect(tags.map(\.explanation) == ["4 corrections in 3 reviews", "2 corrections in 2 reviews", "1 correction in 1 review"])
    }

    @Test("Ties: more reviews first, then the most recently corrected, then the screen's order")
    func ties() {
        // Equal counts (2 each); Idghām spread over two reviews wins; Iqlāb (latest) beats Makhārij.
        let tags = WorkingOnTags(reviews: [
            review(1, [.makharij, .makharij, .idgham]),
            review(2, [.iqlab, .iqlab, .idgham]),
        ]).tags
        #expect(tags.map(\.category) == [.idgham, .iqlab, .makharij])
        // Same review, same count: the screen's category order.
        #expect(WorkingOnTags(reviews: [review(1, [.qalqalah, .madd])]).tags.map(\.category) == [.madd, .qalqalah])
        #expect(WorkingOnTags(reviews: []).tags.isEmpty)
    }
}
