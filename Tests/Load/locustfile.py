"""The load run's mix (make bench → scripts/bench-load.sh): the students and coaches of the load world made by
`quranflow admin seed-queue-bench --students 1000 --coaches 50 --current-week open --media-pool DIR`, each a locust
user signed in with its own session, doing what the product is for:

- students open Today, Learn, this week's lesson, Sessions, their submissions and a feedback page; play a recitation
  or a coach's note with a Range request as <audio> does; submit this week's recording (a real Opus file, decoded by the
  server) and take it back inside the revoke window; write to their coach;
- coaches open the queue, their students and messages, and review the oldest waiting submission: open it, play it,
  record a spoken reply, send it.

Every account signs in from its own address (`X-Forwarded-For`, honoured because the servers trust the load's
loopback proxy address) so the per-address sign-in throttle sees 1,050 people, not one machine. Routes are reported
by their pattern (`/submissions/:id/feedback`), so the table has one row per route.

Environment: LOAD_POOL (folder of .webm recordings to upload), LOAD_STUDENTS (1000), LOAD_COACHES (49 bench coaches;
the demo coach Ust. Amina is the 50th, not used here so the demo's own queue stays as it is).
"""
import itertools
import os
import random
import re

from locust import FastHttpUser, between, events, task

POOL = sorted(os.path.join(os.environ.get("LOAD_POOL", "/tmp"), f) for f in os.listdir(os.environ.get("LOAD_POOL", "/tmp"))
              if f.endswith(".webm"))
RECORDINGS = [open(path, "rb").read() for path in POOL]
STUDENTS = int(os.environ.get("LOAD_STUDENTS", "1000"))
COACHES = int(os.environ.get("LOAD_COACHES", "49"))
WEEK = int(os.environ.get("LOAD_WEEK", "8"))
_student_numbers = itertools.count(1)
_coach_numbers = itertools.count(1)

CSRF = re.compile(r'name="_csrf" value="([^"]*)"')
DATA_CSRF = re.compile(r'data-csrf="([^"]*)"')
FEEDBACK = re.compile(r'href="/submissions/([a-z0-9]+)/feedback"')
COACH_LINK = re.compile(r'href="/messages/([a-z0-9]+)"')
REVIEW = re.compile(r'href="/coach/review/([a-z0-9]+)"')
SEND_KEY = re.compile(r'name="key" value="([^"]*)"')


def _expect(response, *codes):
    """Marks a response a failure unless its status is one of `codes` (the body's first words say why)."""
    if response.status_code not in codes:
        response.failure(f"{response.status_code}: {(response.text or '')[:160]}")
    else:
        response.success()


class Person(FastHttpUser):
    abstract = True

    def get(self, path, name, headers=None, **kwargs):
        return self.client.get(path, name=name, headers={"X-Forwarded-For": self.address, **(headers or {})},
                               catch_response=True, **kwargs)

    def post(self, path, name, headers=None, **kwargs):
        return self.client.post(path, name=name, headers={"X-Forwarded-For": self.address, **(headers or {})},
                                catch_response=True, **kwargs)

    def sign_in(self, email: str, password: str, address: str) -> None:
        self.address = address
        with self.get("/sign-in", name="/sign-in") as page:
            _expect(page, 200)
            token = CSRF.search(page.text or "")
        with self.post("/sign-in", name="POST /sign-in", data={"email": email, "password": password,
                              "_csrf": token.group(1) if token else ""}, allow_redirects=False) as done:
            _expect(done, 303)

    def page(self, path: str, name: str | None = None) -> str:
        with self.get(path, name=name or path) as response:
            _expect(response, 200)
            return response.text or ""

    def play(self, path: str, name: str) -> None:
        """What <audio preload=metadata> then playing does: the first bytes, then the rest as a Range request."""
        with self.get(path, name=name, headers={"Range": "bytes=0-"}) as response:
            _expect(response, 206, 200)


class Student(Person):
    weight = 20
    wait_time = between(3, 9)

    def on_start(self):
        number = next(_student_numbers)
        self.number = (number - 1) % STUDENTS + 1
        self.sign_in(f"bench-student-{self.number}@quranflow.test", f"bench-password-{self.number - 1}",
                     f"10.{self.number // 250}.{self.number % 250}.1")
        today = self.page("/today")
        coach = COACH_LINK.search(today)
        self.coach = coach.group(1) if coach else None
        self.feedback = []
        self.attempts_left = 1  # this week's recording, sent (and maybe taken back and sent again) until one stays
        self.csrf = None

    @task(10)
    def today(self):
        self.page("/today")

    @task(4)
    def learn(self):
        self.page("/learn")

    @task(3)
    def lesson(self):
        self.page(f"/learn/week/{WEEK}", "/learn/week/:week")

    @task(3)
    def sessions(self):
        self.page("/sessions")

    @task(3)
    def submissions(self):
        self.feedback = FEEDBACK.findall(self.page("/submissions"))

    @task(3)
    def feedback_page(self):
        if not self.feedback:
            return self.submissions()
        self.page(f"/submissions/{random.choice(self.feedback)}/feedback", "/submissions/:id/feedback")

    @task(4)
    def listen(self):
        if not self.feedback:
            return self.submissions()
        kind = random.choice(["recitation", "note"])
        self.play(f"/review-media/{random.choice(self.feedback)}/{kind}", "/review-media/:id/:kind")

    @task(1)
    def submit_and_maybe_revoke(self):
        if self.attempts_left <= 0 or not RECORDINGS:
            return
        page = self.page(f"/learn/week/{WEEK}/record", "/learn/week/:week/record")
        token = CSRF.search(page) or DATA_CSRF.search(page)
        if not token:
            return
        index = random.randrange(len(RECORDINGS))
        with self.post(f"/api/learn/week/{WEEK}/submissions", name="POST /api/learn/week/:week/submissions",
                              headers={"X-CSRF-Token": token.group(1)},
                              files={"recording": (os.path.basename(POOL[index]), RECORDINGS[index], "audio/webm")}) as response:
            _expect(response, 201)
            made = response.json().get("id") if response.status_code == 201 else None
        if not made:
            return
        self.page(f"/submissions/{made}/sent", "/submissions/:id/sent")
        if random.random() < 0.7:
            with self.post(f"/api/submissions/{made}/revoke", name="POST /api/submissions/:id/revoke",
                                  headers={"X-CSRF-Token": token.group(1)}) as response:
                _expect(response, 200)
        else:
            self.attempts_left = 0  # with the coach now: nothing more to send this week

    @task(1)
    def write_to_coach(self):
        if not self.coach:
            return
        page = self.page(f"/messages/{self.coach}", "/messages/:coach")
        token = CSRF.search(page)
        with self.post(f"/messages/{self.coach}", name="POST /messages/:coach", allow_redirects=False,
                              data={"_csrf": token.group(1) if token else "",
                                    "text": f"Salaam — a question about week {WEEK} ({random.randrange(10**6)})"}) as response:
            _expect(response, 303, 200)


class Coach(Person):
    fixed_count = COACHES  # every bench coach at once; the students fill the rest of the users
    wait_time = between(3, 9)

    def on_start(self):
        number = next(_coach_numbers)
        self.number = (number - 1) % COACHES + 1
        self.sign_in(f"bench-coach-{self.number}@quranflow.test", f"bench-password-{self.number - 1}",
                     f"10.250.{self.number % 250}.1")
        self.page("/coach")

    @task(8)
    def queue(self):
        self.page("/coach")

    @task(2)
    def students(self):
        self.page("/coach/students")

    @task(1)
    def messages(self):
        self.page("/coach/messages")

    @task(1)
    def review_oldest(self):
        waiting = REVIEW.findall(self.page("/coach"))
        if not waiting:
            return
        submission = waiting[0]
        page = self.page(f"/coach/review/{submission}", "/coach/review/:submission")
        self.play(f"/review-media/{submission}/recitation", "/review-media/:id/:kind")
        token = DATA_CSRF.search(page) or CSRF.search(page)
        key = SEND_KEY.search(page)
        if not token or not key or not RECORDINGS:
            return
        index = random.randrange(len(RECORDINGS))
        with self.post(f"/coach/review/{submission}/reply", name="POST /coach/review/:submission/reply",
                              data=RECORDINGS[index], headers={"Content-Type": "audio/webm", "X-CSRF-Token": token.group(1)}) as response:
            _expect(response, 201)
        with self.post(f"/coach/review/{submission}/send", name="POST /coach/review/:submission/send",
                              data={"_csrf": token.group(1), "key": key.group(1), "outcome": "accepted"},
                              allow_redirects=False) as response:
            _expect(response, 303)
