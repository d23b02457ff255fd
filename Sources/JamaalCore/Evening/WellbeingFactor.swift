/// One behaviour the wellbeing score reads, with its weight and its strain on a day — the formula's terms.
/// The formula itself is ``WellbeingScore``; this type is its table.
///
/// Each factor turns a ``DayRecord`` into a **strain** from 0 (nothing to notice) to 1 (as heavy as it counts):
///
/// | factor | weight | strain on a day |
/// | --- | --- | --- |
/// | over budget | 25 | 0 within budget; over it, ½ + over ÷ budget, at most 1 (a day 50 % over counts fully) |
/// | past the day's end | 15 | minutes worked past the working day's end ÷ 120, at most 1 |
/// | planned against done | 15 | 1 − done ÷ planned items (0 with nothing planned, or all done) |
/// | moving tasks again | 10 | deferrals made ÷ 4, at most 1 |
/// | focus far past estimate | 10 | share of the day's focus sessions that ran ≥ 1½ × and ≥ 15 min past the estimate |
/// | nights planned | 10 | 1 on an active day whose evening ended without a plan, else 0 |
/// | Anchors missed | 10 | missed ÷ (kept + missed) |
/// | habits held | 5 | 1 − held ÷ due |
///
/// The weights add up to 100, so a day's score is 100 − Σ weight × strain.
///
/// ```swift
/// WellbeingFactor.overBudget.strain(of: record)   // 0.75 for a day 25 % over
/// ```
public enum WellbeingFactor: String, Hashable, Sendable, CaseIterable {
    case overBudget
    case pastDayEnd
    case plannedAgainstDone
    case deferralChurn
    case focusOverrun
    case nightsPlanned
    case anchorsMissed
    case habitsHeld

    /// Points this factor can take off a day's score; all of them add up to 100.
    public var weight: Double {
        switch self {
        case .overBudget: 25
        case .pastDayEnd: 15
        case .plannedAgainstDone: 15
        case .deferralChurn: 10
        case .focusOverrun: 10
        case .nightsPlanned: 10
        case .anchorsMissed: 10
        case .habitsHeld: 5
        }
    }

    /// WB-04's name for the factor.
    public var title: String {
        switch self {
        case .overBudget: "Days over budget"
        case .pastDayEnd: "Work past the day's end"
        case .plannedAgainstDone: "Planned against done"
        case .deferralChurn: "Moving tasks again"
        case .focusOverrun: "Focus sessions far past their estimate"
        case .nightsPlanned: "Nights planned"
        case .anchorsMissed: "Anchors missed"
        case .habitsHeld: "Habits held"
        }
    }

    /// Minutes past the day's end at which that factor's strain is full.
    static let pastDayEndFullMinutes = 120.0
    /// Deferrals in one day at which churn's strain is full.
    static let churnFullDeferrals = 4.0

    /// Whether a focus run went *far* past its estimate: at least 1½ times it, and at least 15 minutes over.
    static func isFarPast(_ run: FocusRun) -> Bool {
        let estimate = Double(EveningMath.clampedMinutes(run.estimateMinutes))
        let actual = Double(EveningMath.clampedMinutes(run.actualMinutes))
        return actual >= estimate * 1.5 && actual - estimate >= 15
    }

    /// The strain of `record` for this factor, 0…1 (see the table on the type).
    public func strain(of record: DayRecord) -> Double {
        func ratio(_ part: Int, _ whole: Int) -> Double {
            let whole = EveningMath.clampedMinutes(whole)
            guard whole > 0 else { return 0 }
            return Swift.min(1, Double(EveningMath.clampedMinutes(part)) / Double(whole))
        }
        switch self {
        case .overBudget:
            let over = record.overBudgetMinutes
            guard over > 0 else { return 0 }
            let budget = EveningMath.clampedMinutes(record.budgetMinutes)
            guard budget > 0 else { return 1 }
            return Swift.min(1, 0.5 + Double(over) / Double(budget))
        case .pastDayEnd:
            return Swift.min(1, Double(EveningMath.clampedMinutes(record.minutesPastDayEnd)) / Self.pastDayEndFullMinutes)
        case .plannedAgainstDone:
            guard record.plannedItems > 0 else { return 0 }
            return 1 - ratio(record.doneItems, record.plannedItems)
        case .deferralChurn:
            return Swift.min(1, Double(EveningMath.clampedMinutes(record.deferrals)) / Self.churnFullDeferrals)
        case .focusOverrun:
            guard !record.focusRuns.isEmpty else { return 0 }
            return Double(record.focusRuns.filter(Self.isFarPast).count) / Double(record.focusRuns.count)
        case .nightsPlanned:
            return record.isActive && !record.nightPlanned ? 1 : 0
        case .anchorsMissed:
            return ratio(
                record.anchorsMissed,
                EveningMath.adding(EveningMath.clampedMinutes(record.anchorsKept), EveningMath.clampedMinutes(record.anchorsMissed)))
        case .habitsHeld:
            guard record.habitsDue > 0 else { return 0 }
            return 1 - ratio(record.habitsHeld, record.habitsDue)
        }
    }
}
