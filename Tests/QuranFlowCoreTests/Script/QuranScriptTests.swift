import QuranFlowCore
import Testing

/// The Qur'an script choice at its boundaries (18 and 36 pt in, 17 and 37 out) and onboarding's progress: continue,
/// resume, going back, skip, shown once.
@Suite struct QuranScriptTests {
    @Test func sizesInsideTheRangeAreKeptAndTheEdgesAreIn() throws {
        #expect(try QuranScriptChoice.parse(font: "amiri", size: "18").points == 18)
        #expect(try QuranScriptChoice.parse(font: "noto-naskh", size: " 36 ").points == 36)
        #expect(try QuranScriptChoice.parse(font: "amiri-quran", size: "30").face == .amiriQuran)
        #expect(try QuranScriptChoice.parse(font: "amiri", size: "30").bodyClasses == ["script-amiri", "quran-size", "size-30"])
        #expect(try QuranScriptChoice(face: .amiri, points: 30).pixels == 40)
        #expect(QuranScriptChoice.standard.face == .amiriQuran)
    }

    @Test func badValuesNameTheirField() {
        #expect(throws: QuranScriptError.sizeOutOfRange(17)) { try QuranScriptChoice.parse(font: "amiri", size: "17") }
        #expect(throws: QuranScriptError.sizeOutOfRange(37)) { try QuranScriptChoice.parse(font: "amiri", size: "37") }
        #expect(throws: QuranScriptError.sizeNotANumber("3.5")) { try QuranScriptChoice.parse(font: "amiri", size: "3.5") }
        #expect(throws: QuranScriptError.sizeNotANumber("99999999")) {
            try QuranScriptChoice.parse(font: "amiri", size: "99999999999999999999999")
        }
        #expect(throws: QuranScriptError.unknownFace("Amiri")) { try QuranScriptChoice.parse(font: "Amiri", size: "24") }
        #expect(throws: QuranScriptError.unknownFace("")) { try QuranScriptChoice.parse(font: nil, size: "24") }
        #expect(QuranScriptError.unknownFace("x").field == "font")
        #expect(QuranScriptError.sizeOutOfRange(40).field == "size")
        #expect(QuranScriptError.sizeOutOfRange(40).message == "40 pt is outside 18–36 pt.")
    }
}

@Suite struct OnboardingProgressTests {
    @Test func continuingWalksTheSixStepsThenFinishes() throws {
        var progress = OnboardingProgress.start
        for step in OnboardingStep.allCases.dropLast() {
            try progress.continue(from: step)
            #expect(progress == .reached(try #require(step.next)))
        }
        try progress.continue(from: .circles)
        #expect(progress == .finished)
        #expect(!progress.isPending)
        #expect(throws: OnboardingError.alreadyFinished) { try progress.continue(from: .welcome) }
    }

    @Test func goingBackKeepsTheStepReachedAndJumpingAheadIsRefused() throws {
        var progress = OnboardingProgress.reached(.coach)
        #expect(progress.allows(.welcome) && progress.allows(.coach) && !progress.allows(.rhythm))
        try progress.continue(from: .level)
        #expect(progress == .reached(.coach))
        #expect(throws: OnboardingError.stepNotReached(.rhythm)) { try progress.continue(from: .rhythm) }
        #expect(progress.resumeStep == .coach)
    }

    @Test func skipFinishesFromAnyStep() {
        for step in OnboardingStep.allCases {
            var progress = OnboardingProgress.reached(step)
            progress.skip()
            #expect(progress == .finished)
            #expect(progress.resumeStep == nil && !progress.allows(.welcome))
        }
    }

    @Test func stepsParseOnlyOneToSix() {
        #expect(OnboardingStep(number: 1) == .welcome)
        #expect(OnboardingStep(number: 6) == .circles)
        #expect(OnboardingStep(number: 0) == nil && OnboardingStep(number: 7) == nil && OnboardingStep(number: Int.max) == nil)
        #expect(OnboardingStep.welcome.callToAction == "Begin")
        #expect(OnboardingStep.coach.callToAction == "Continue")
        #expect(OnboardingStep.circles.callToAction == "Begin your week")
        #expect(OnboardingStep.script.specIdentifier == "SakOnb3")
    }
}
