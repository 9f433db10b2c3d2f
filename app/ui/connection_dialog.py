"""Choose or add an environment, enter the credentials, and test the connection in plain words.

The secret goes to the keyring (or, for the sandbox, stays in memory); it is
never written to the settings file. Where the system has no keyring, the secret is kept
for this session only, and the dialog says so before it is typed. A test uses the secret
as typed, wherever it would be kept. Working offline is always one click away.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence

import httpx
from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.client import ConnectionCheck
from app.api.client import ServiceClient
from app.api.environments import SANDBOX_CLIENT_ID
from app.api.environments import SANDBOX_CLIENT_SECRET
from app.api.environments import EnvironmentProfile
from app.api.environments import secret_key
from app.api.errors import ServiceError
from app.api.notices import Notice
from app.api.secrets import MemorySecretStore
from app.api.secrets import SecretStore
from app.api.secrets import kept_for_session_only
from app.ui import messages
from app.ui.keep_changes import ask_before_discarding
from app.ui.layouts import boxed
from app.ui.message_table import describe
from app.ui.operations import Op
from app.ui.records.focus import name_inputs
from app.ui.status_bar import set_look

_NEW = "__new__"


class ConnectionDialog(QDialog):
    """Open with `open()`. `chosen` carries the profile to connect to (secret already stored)."""

    chosen = Signal(object)
    work_offline = Signal()

    def __init__(
        self,
        profiles: list[EnvironmentProfile],
        *,
        current: EnvironmentProfile | None,
        secrets_for: Callable[[EnvironmentProfile], SecretStore],
        http: httpx.AsyncClient | None,
        skipped: Sequence[Notice] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("connectionDialog")
        self.setWindowTitle(self.tr("Connect to an environment"))
        self.setMinimumWidth(560)
        self._profiles = {p.name: p for p in profiles}
        self._secrets_for = secrets_for
        self._http = http
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        intro = self.tr(
            "Choose where your drafts are sent. You can always keep working offline; "
            "nothing is lost."
        )
        layout.addWidget(QLabel(intro, self, wordWrap=True))
        # Stored profiles that cannot be used (left out of the list): said, so the user
        # can enter them again.
        self.skipped_notice = QLabel(" ".join(skipped_sentence(n) for n in skipped), self)
        self.skipped_notice.setWordWrap(True)
        self.skipped_notice.setObjectName("formBanner")
        self.skipped_notice.setVisible(bool(skipped))
        layout.addWidget(self.skipped_notice)

        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.environment = QComboBox(self)
        self.environment.setObjectName("environmentChoice")
        for profile in profiles:
            label = self.tr("Local sandbox (demo data)") if profile.is_sandbox else profile.name
            self.environment.addItem(label, profile.name)
        self.environment.addItem(self.tr("Acceptance (new)…"), "acceptance")
        self.environment.addItem(self.tr("Production (new)…"), "production")
        self.environment.addItem(self.tr("Other address (new)…"), _NEW)
        self.grant = QComboBox(self)
        self.grant.addItem(self.tr("Application (client id and secret)"), "client_credentials")
        self.grant.addItem(self.tr("Personal account (user name and password)"), "password")
        self.name, self.base_url, self.client_id, self.username, self.secret = (
            QLineEdit(self) for _ in range(5)
        )
        self.base_url.setPlaceholderText("https://service.example.nl/api/v1")
        self.secret.setEchoMode(QLineEdit.EchoMode.Password)
        self.username_label = QLabel(self.tr("User name"), self)
        self.secret_label = QLabel(self.tr("Secret"), self)
        form.addRow(self.tr("Environment"), self.environment)
        form.addRow(self.tr("Name"), self.name)
        # What is wrong with the address, at the address (a port out of range, say).
        self.address_problem = QLabel(self, wordWrap=True)
        self.address_problem.setObjectName("fieldError")
        self.address_problem.hide()
        self.base_url.setProperty("invalid", "no")
        self.base_url.textEdited.connect(lambda _: self._set_address_problem(""))
        address = QWidget(self)
        column = boxed(QVBoxLayout, address, margins=(0, 0, 0, 0), spacing=2)
        column.addWidget(self.base_url)
        column.addWidget(self.address_problem)
        form.addRow(self.tr("Address"), address)
        self.base_url.setAccessibleName(self.tr("Address"))  # its label names the box
        form.addRow(self.tr("Sign in as"), self.grant)
        form.addRow(self.tr("Client id"), self.client_id)
        form.addRow(self.username_label, self.username)
        form.addRow(self.secret_label, self.secret)
        layout.addLayout(form)
        self.session_notice = QLabel(
            self.tr(
                "No secure storage on this computer: the secret is kept until you close Reuse Desk."
            ),
            self,
            wordWrap=True,
        )
        self.session_notice.setObjectName("formBanner")
        self.session_notice.hide()
        layout.addWidget(self.session_notice)
        # The sandbox's address (a new port each start) and its sign-in, for a newcomer who
        # wants to reach it from a browser or another program too.
        self.sandbox_notice = QLabel(self, wordWrap=True)
        self.sandbox_notice.setObjectName("sandboxNotice")
        self.sandbox_notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.sandbox_notice.hide()
        layout.addWidget(self.sandbox_notice)

        test_row = QHBoxLayout()
        self.test_button = QPushButton(self.tr("Test connection"), self)
        self.test_button.setObjectName("testConnection")
        self.test_button.clicked.connect(self.test_connection)
        self.result_label = QLabel(self, wordWrap=True)
        self.result_label.setObjectName("connectionResult")
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.result_label, 1)
        layout.addLayout(test_row)
        layout.addStretch(1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.connect_button = buttons.addButton(
            self.tr("Connect"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.connect_button.setObjectName("primaryButton")
        self.connect_button.clicked.connect(self._connect)
        offline = buttons.addButton(self.tr("Work offline"), QDialogButtonBox.ButtonRole.RejectRole)
        offline.clicked.connect(self.work_offline)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.environment.currentIndexChanged.connect(self._environment_changed)
        self.grant.currentIndexChanged.connect(self._grant_changed)
        if current is not None and current.name in self._profiles:
            self.environment.setCurrentIndex(self.environment.findData(current.name))
        self._environment_changed()
        name_inputs(self)  # each input named by its label, for screen readers
        ask_before_discarding(self, lambda: self._typed() != self._loaded)

    def _environment_changed(self) -> None:
        key = self.environment.currentData()
        profile = self._profiles.get(key)
        for widget in (self.name, self.base_url, self.client_id, self.grant):
            widget.setEnabled(profile is None or profile.source == "settings")
        self._set_result("", None)
        new_names = {"acceptance": self.tr("Acceptance"), "production": self.tr("Production")}
        self.name.setText(profile.name if profile else new_names.get(key, ""))
        self.base_url.setText(profile.base_url if profile else "")
        self.client_id.setText(profile.client_id if profile else "")
        self.username.setText(profile.username or "" if profile else "")
        if profile is not None:
            self.grant.setCurrentIndex(max(0, self.grant.findData(profile.grant)))
        sandbox = profile is not None and profile.is_sandbox
        session_only = not sandbox and self._session_only(profile)
        self.session_notice.setVisible(session_only)
        self.sandbox_notice.setVisible(sandbox)
        if sandbox and profile is not None:
            self.sandbox_notice.setText(
                self.tr(
                    "The sandbox runs on this computer with demo data only, at %1 (a new port"
                    " each start). Another program signs in with client id %2 and secret %3."
                )
                .replace("%1", profile.base_url)
                .replace("%2", SANDBOX_CLIENT_ID)
                .replace("%3", SANDBOX_CLIENT_SECRET)
            )
        self.secret.clear()
        if sandbox:
            self.secret.setPlaceholderText(self.tr("not needed for the sandbox"))
        elif session_only:
            self.secret.setPlaceholderText(self.tr("kept until you close Reuse Desk"))
        else:
            self.secret.setPlaceholderText(self.tr("kept in the system keyring"))
        for widget in (self.secret, self.username):
            widget.setEnabled(not sandbox)
        self._grant_changed()
        self._loaded = self._typed()

    def _typed(self) -> tuple[object, ...]:
        """What the user may have typed or chosen for the environment in front."""
        fields = (self.name, self.base_url, self.client_id, self.username, self.secret)
        return (
            self.environment.currentData(),
            self.grant.currentData(),
            *(f.text() for f in fields),
        )

    def _session_only(self, profile: EnvironmentProfile | None) -> bool:
        """Whether a secret for `profile` would be kept for this session only; one not filled
        in yet is asked about as any environment of the user's own."""
        if profile is None:
            profile = EnvironmentProfile(
                name="new", base_url="https://service.invalid/api/v1", client_id="new"
            )
        return kept_for_session_only(self._secrets_for(profile))

    def _grant_changed(self) -> None:
        password = self.grant.currentData() == "password"
        self.username.setVisible(password)
        self.username_label.setVisible(password)
        self.secret_label.setText(self.tr("Password") if password else self.tr("Client secret"))

    def _set_address_problem(self, text: str) -> None:
        self.address_problem.setText(text)
        self.address_problem.setVisible(bool(text))
        set_look(self.base_url, "invalid", "yes" if text else "no")

    def _set_result(self, text: str, ok: bool | None) -> None:
        self.result_label.setText(text)
        set_look(self.result_label, "outcome", "" if ok is None else ("ok" if ok else "failed"))

    def profile(self) -> EnvironmentProfile | None:
        """The profile the fields describe; None (with the reason shown) when incomplete."""
        key = self.environment.currentData()
        existing = self._profiles.get(key)
        if existing is not None and existing.source != "settings":
            return existing
        try:
            return EnvironmentProfile(
                name=self.name.text(),
                base_url=self.base_url.text(),
                grant=self.grant.currentData(),
                client_id=self.client_id.text(),
                username=self.username.text() or None,
            )
        except ValidationError as exc:
            # The profile's rules say what is wrong as a code with parameters; a problem
            # of the address is shown at the address.
            first = exc.errors(include_url=False)[0]
            sentence = describe(Notice(first["type"], first.get("ctx") or {}))
            at_address = tuple(first["loc"]) == ("base_url",)
            self._set_address_problem(sentence if at_address else "")
            self._set_result(sentence, False)
            return None
        self._set_address_problem("")

    def _profile_with_secret(self) -> EnvironmentProfile | None:
        """`profile()`, its secret stored; None (with the reason shown) when either fails,
        or when the secret turned out to be kept for this session only (shown first)."""
        profile, secret = self.profile(), self.secret.text()
        if profile is None or not secret or profile.is_sandbox:
            return profile
        store = self._secrets_for(profile)
        noticed = not self.session_notice.isHidden()
        try:
            store.set(secret_key(profile), secret)
        except ServiceError as exc:
            self._set_result(describe(exc.notice), False)
            return None
        if kept_for_session_only(store) and not noticed:
            # The keyring failed only now: the user learns where the secret went first.
            self.session_notice.show()
            self.secret.setPlaceholderText(self.tr("kept until you close Reuse Desk"))
            return None
        return profile

    def test_connection(self) -> None:
        """Ask the service with the secret as typed (else as stored); nothing is stored."""
        if (profile := self.profile()) is None:
            return
        typed = self.secret.text()
        secrets = (
            MemorySecretStore({secret_key(profile): typed})
            if typed and not profile.is_sandbox
            else self._secrets_for(profile)
        )
        self._set_result(self.tr("Testing…"), None)
        self.test_button.setEnabled(False)

        async def check() -> ConnectionCheck:
            async with ServiceClient(profile, secrets, http=self._http) as client:
                return await client.test_connection()

        (
            Op(self, check(), name="test connection")
            .success(lambda check: self._set_result(describe(check.notice), check.ok))
            .failure(lambda exc: self._set_result(messages.user_message_for(exc), False))
            .finally_(lambda: self.test_button.setEnabled(True))
            .run()
        )

    def _connect(self) -> None:
        if (profile := self._profile_with_secret()) is not None:
            self.chosen.emit(profile)
            self.accept()


def skipped_sentence(notice: Notice) -> str:
    """A stored profile left out (`environment.profile_skipped`): which, and why."""
    params = notice.params
    problem_params = params.get("problem_params")
    problem = Notice(
        str(params.get("problem", "")),
        dict(problem_params) if isinstance(problem_params, dict) else {},
    )
    return f"{describe(notice)} {describe(problem)}"
