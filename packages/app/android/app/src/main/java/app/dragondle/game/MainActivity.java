package app.dragondle.game;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
