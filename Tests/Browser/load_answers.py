"""A locust plugin for test_cluster_faults.py (`locust -f Tests/Load/locustfile.py,Tests/Browser/load_answers.py`):
every answer the load run's mix gets is written, as it comes, to the file $LOAD_ANSWERS — one line each, tab-separated:
the time (time.time()), the status (0 for a broken connection) and the request's name ("POST /sign-in"). The test reads
it to wait for what the mix has met (everyone signed in, the outage, the kill), where locust's own CSVs are written only
every few seconds."""
import os
import time

from locust import events

_answers = open(os.environ["LOAD_ANSWERS"], "a", buffering=1)  # a line at a time: each is on disk once written


@events.request.add_listener
def _answered(request_type, name, response=None, **_):
    status = getattr(response, "status_code", 0) or 0
    _answers.write(f"{time.time():.3f}\t{status}\t{name}\n")
