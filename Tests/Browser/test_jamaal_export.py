"""ST-08's export against the shipped schema (docs/jamaal-export.schema.json) with `jsonschema`: the demo person's
file after an evening of use validates; files that break the format's promises (a record without its id, a list that
is not an array, another schema version) do not — so the schema is not one that accepts anything."""
import copy
import json
import urllib.request
from pathlib import Path

import jsonschema
import pytest

SCHEMA = json.loads((Path(__file__).resolve().parents[2] / "docs" / "jamaal-export.schema.json").read_text())


@pytest.mark.now("2026-11-29T21:30:00Z")
def test_the_export_validates_and_broken_ones_do_not(jamaal):
    opener = jamaal.opener()

    def fetch(url):
        with opener.open(url, timeout=10) as response:
            return response.headers, response.read()

    jsonschema.Draft202012Validator.check_schema(SCHEMA)
    fetch(jamaal.url + "/today")  # records the closed days the wellbeing score reads
    fetch(jamaal.url + "/plan")   # tonight's planning session
    headers, body = fetch(jamaal.url + "/settings/data/export")
    assert headers["Content-Disposition"].startswith('attachment; filename="jamaal-export-')
    document = json.loads(body)
    validator = jsonschema.Draft202012Validator(SCHEMA)
    errors = [f"{list(e.path)}: {e.message}" for e in validator.iter_errors(document)]
    assert not errors, errors[:5]
    counts = document["manifest"]["counts"]
    assert counts["tasks"] > 10 and counts["dayRecords"] > 0 and counts["nightPlanningSessions"] == 21
    assert all(len(document[name]) == count for name, count in counts.items())

    def broken(change):
        doc = copy.deepcopy(document)
        change(doc)
        return not validator.is_valid(doc)

    assert broken(lambda d: d["tasks"][0].pop("id"))
    assert broken(lambda d: d["tasks"][0].__setitem__("deferrals", {}))
    assert broken(lambda d: d.__setitem__("habitEntries", None))
    assert broken(lambda d: d["manifest"].__setitem__("schemaVersion", 2))
    assert broken(lambda d: d["nightPlanningSessions"][0].__setitem__("step", "dancing"))
