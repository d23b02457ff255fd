import QuranFlowAmbient
import Routing

// The ambient timelines' enumerations with associated values, described as Swift encodes them: one key naming the case,
// its values under their labels (`_0` when unlabelled) — `{"active": {"week": 8, …}}`, `{"after": {"_0": "…"}}`.

extension WeekWidget.Entry: SchemaDescribed {
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
        let label = JSONSchema.object([("label", .string())])
        let strip = JSONSchema.array(.enumeration(AmbientSegment.allCases.map(\.rawValue)))
        return .oneOf([
            .object([("before", label)]),
            .object([("active", .object([("week", .integer), ("of", .integer), ("strip", strip), ("line", .string())]))]),
            .object([("closed", label)]),
        ])
    }

    public static func schemaExample(in components: SchemaComponents) throws -> WeekWidget.Entry { .closed(label: "15 of 15") }
}

extension WidgetTimeline.Reload: SchemaDescribed {
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
        .oneOf([
            .object([("atEnd", .object([]))]), .object([("after", .object([("_0", .string(format: "date-time"))]))]),
            .object([("onPush", .object([]))]),
        ])
    }

    public static func schemaExample(in components: SchemaComponents) throws -> WidgetTimeline.Reload { .onPush }
}

extension ThisWeekWidget.Action: SchemaDescribed {
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
        let week = JSONSchema.object([("week", .integer)])
        return .oneOf([.object([("continueLesson", week)]), .object([("record", week)]), .object([("playFeedback", week)])])
    }

    public static func schemaExample(in components: SchemaComponents) throws -> ThisWeekWidget.Action { .record(week: 1) }
}

extension AmbientIntent.Resolution: SchemaDescribed {
    public static func describeSchema(in components: SchemaComponents) throws -> JSONSchema {
        let week = JSONSchema.object([("week", .integer)])
        return .oneOf([
            .object([("lesson", week)]), .object([("record", week)]), .object([("feedback", week)]),
            .object([("unavailable", .object([("reason", .string())]))]),
        ])
    }

    public static func schemaExample(in components: SchemaComponents) throws -> AmbientIntent.Resolution { .lesson(week: 1) }
}
