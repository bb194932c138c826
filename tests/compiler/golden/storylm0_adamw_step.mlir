module {
  func.func @adamw_8x4(%w: tensor<8x4xf32> {bufferization.writable = false}, %g: tensor<8x4xf32> {bufferization.writable = false}, %m: tensor<8x4xf32> {bufferization.writable = false}, %v: tensor<8x4xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":8:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<8x4xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":8:12)
    %_5 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":9:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<8x4xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":9:12)
    %_9 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":10:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<8x4xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":10:14)
    %_13 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_13 : tensor<8x4xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_20 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_20 : tensor<8x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:26)
    %_26 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_26 : tensor<8x4xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:25)
    %_32 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_32 : tensor<8x4xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":11:16)
    %_38 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_38 : tensor<8x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_45 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_45 : tensor<8x4xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:26)
    %_51 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_51 : tensor<8x4xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:39)
    %_57 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_57 : tensor<8x4xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:25)
    %_63 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_63 : tensor<8x4xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":12:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_70 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<8x4xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:31)
    %_74 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_74 : tensor<8x4xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:25)
    %_80 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_80 : tensor<8x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":13:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_87 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<8x4xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:31)
    %_91 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_91 : tensor<8x4xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:25)
    %_97 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_97 : tensor<8x4xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":14:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_104 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<8x4xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:28)
    %_108 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_108 : tensor<8x4xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:21)
    %_114 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_114 : tensor<8x4xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":15:15)
    %_120 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_120 : tensor<8x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_126 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_126 : tensor<8x4xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_132 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<8x4xf32>) outs(%_132 : tensor<8x4xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_137 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<8x4xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:59)
    %_141 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_141 : tensor<8x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:44)
    %_147 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_147 : tensor<8x4xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:28)
    %_153 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%_153 : tensor<8x4xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":16:16)
    func.return %_158, %_37, %_68 : tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32> loc("storylm0_adamw_step.kina":3:1)
  } loc("storylm0_adamw_step.kina":3:1)
  func.func @adamw_4x4(%w: tensor<4x4xf32> {bufferization.writable = false}, %g: tensor<4x4xf32> {bufferization.writable = false}, %m: tensor<4x4xf32> {bufferization.writable = false}, %v: tensor<4x4xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":25:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x4xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":25:12)
    %_5 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":26:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x4xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":26:12)
    %_9 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":27:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x4xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":27:14)
    %_13 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_13 : tensor<4x4xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_20 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_20 : tensor<4x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:26)
    %_26 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_26 : tensor<4x4xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:25)
    %_32 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_32 : tensor<4x4xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":28:16)
    %_38 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_38 : tensor<4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_45 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_45 : tensor<4x4xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:26)
    %_51 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_51 : tensor<4x4xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:39)
    %_57 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_57 : tensor<4x4xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:25)
    %_63 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_63 : tensor<4x4xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":29:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_70 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x4xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:31)
    %_74 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_74 : tensor<4x4xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:25)
    %_80 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_80 : tensor<4x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":30:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_87 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x4xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:31)
    %_91 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_91 : tensor<4x4xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:25)
    %_97 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_97 : tensor<4x4xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":31:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_104 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x4xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:28)
    %_108 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_108 : tensor<4x4xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:21)
    %_114 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_114 : tensor<4x4xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":32:15)
    %_120 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_120 : tensor<4x4xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_126 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_126 : tensor<4x4xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_132 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x4xf32>) outs(%_132 : tensor<4x4xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_137 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x4xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:59)
    %_141 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_141 : tensor<4x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:44)
    %_147 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_147 : tensor<4x4xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:28)
    %_153 = tensor.empty() : tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%_153 : tensor<4x4xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x4xf32> loc("storylm0_adamw_step.kina":33:16)
    func.return %_158, %_37, %_68 : tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32> loc("storylm0_adamw_step.kina":20:1)
  } loc("storylm0_adamw_step.kina":20:1)
  func.func @adamw_4x8(%w: tensor<4x8xf32> {bufferization.writable = false}, %g: tensor<4x8xf32> {bufferization.writable = false}, %m: tensor<4x8xf32> {bufferization.writable = false}, %v: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":42:12)
    %_4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1 : tensor<1x1xf32>) outs(%_1 : tensor<4x8xf32>) {
      ^bb0(%_in2: f32, %_out3: f32):
        linalg.yield %_in2 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":42:12)
    %_5 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":43:12)
    %_8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2 : tensor<1x1xf32>) outs(%_5 : tensor<4x8xf32>) {
      ^bb0(%_in6: f32, %_out7: f32):
        linalg.yield %_in6 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":43:12)
    %_9 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":44:14)
    %_12 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%lr : tensor<1x1xf32>) outs(%_9 : tensor<4x8xf32>) {
      ^bb0(%_in10: f32, %_out11: f32):
        linalg.yield %_in10 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":44:14)
    %_13 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_18 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_4, %m : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_13 : tensor<4x8xf32>) {
      ^bb0(%_in14: f32, %_in15: f32, %_out16: f32):
        %_17 = arith.mulf %_in14, %_in15 : f32
        linalg.yield %_17 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_19 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_20 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_19, %_4 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_20 : tensor<4x8xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.subf %_in21, %_in22 : f32
        linalg.yield %_24 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:26)
    %_26 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:25)
    %_31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_25, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_26 : tensor<4x8xf32>) {
      ^bb0(%_in27: f32, %_in28: f32, %_out29: f32):
        %_30 = arith.mulf %_in27, %_in28 : f32
        linalg.yield %_30 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:25)
    %_32 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_18, %_31 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_32 : tensor<4x8xf32>) {
      ^bb0(%_in33: f32, %_in34: f32, %_out35: f32):
        %_36 = arith.addf %_in33, %_in34 : f32
        linalg.yield %_36 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":45:16)
    %_38 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_43 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_8, %v : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_38 : tensor<4x8xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        linalg.yield %_42 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_44 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_45 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_44, %_8 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_45 : tensor<4x8xf32>) {
      ^bb0(%_in46: f32, %_in47: f32, %_out48: f32):
        %_49 = arith.subf %_in46, %_in47 : f32
        linalg.yield %_49 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:26)
    %_51 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:39)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%g, %g : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_51 : tensor<4x8xf32>) {
      ^bb0(%_in52: f32, %_in53: f32, %_out54: f32):
        %_55 = arith.mulf %_in52, %_in53 : f32
        linalg.yield %_55 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:39)
    %_57 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:25)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_50, %_56 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_57 : tensor<4x8xf32>) {
      ^bb0(%_in58: f32, %_in59: f32, %_out60: f32):
        %_61 = arith.mulf %_in58, %_in59 : f32
        linalg.yield %_61 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:25)
    %_63 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_68 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_43, %_62 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_63 : tensor<4x8xf32>) {
      ^bb0(%_in64: f32, %_in65: f32, %_out66: f32):
        %_67 = arith.addf %_in64, %_in65 : f32
        linalg.yield %_67 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":46:16)
    %_69 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_70 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:31)
    %_73 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta1_t : tensor<1x1xf32>) outs(%_70 : tensor<4x8xf32>) {
      ^bb0(%_in71: f32, %_out72: f32):
        linalg.yield %_in71 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:31)
    %_74 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_69, %_73 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_74 : tensor<4x8xf32>) {
      ^bb0(%_in75: f32, %_in76: f32, %_out77: f32):
        %_78 = arith.subf %_in75, %_in76 : f32
        linalg.yield %_78 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:25)
    %_80 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:15)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_37, %_79 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_80 : tensor<4x8xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.divf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":47:15)
    %_86 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_87 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:31)
    %_90 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%beta2_t : tensor<1x1xf32>) outs(%_87 : tensor<4x8xf32>) {
      ^bb0(%_in88: f32, %_out89: f32):
        linalg.yield %_in88 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:31)
    %_91 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_96 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_86, %_90 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_91 : tensor<4x8xf32>) {
      ^bb0(%_in92: f32, %_in93: f32, %_out94: f32):
        %_95 = arith.subf %_in92, %_in93 : f32
        linalg.yield %_95 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:25)
    %_97 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_68, %_96 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_97 : tensor<4x8xf32>) {
      ^bb0(%_in98: f32, %_in99: f32, %_out100: f32):
        %_101 = arith.divf %_in98, %_in99 : f32
        linalg.yield %_101 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":48:15)
    %_103 = arith.constant dense<0x3F800000> : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_104 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:28)
    %_107 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%weight_decay : tensor<1x1xf32>) outs(%_104 : tensor<4x8xf32>) {
      ^bb0(%_in105: f32, %_out106: f32):
        linalg.yield %_in105 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:28)
    %_108 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:21)
    %_113 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_107 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_108 : tensor<4x8xf32>) {
      ^bb0(%_in109: f32, %_in110: f32, %_out111: f32):
        %_112 = arith.mulf %_in109, %_in110 : f32
        linalg.yield %_112 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:21)
    %_114 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_119 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_103, %_113 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_114 : tensor<4x8xf32>) {
      ^bb0(%_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in115, %_in116 : f32
        linalg.yield %_118 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":49:15)
    %_120 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_125 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%w, %_119 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_120 : tensor<4x8xf32>) {
      ^bb0(%_in121: f32, %_in122: f32, %_out123: f32):
        %_124 = arith.mulf %_in121, %_in122 : f32
        linalg.yield %_124 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_126 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_131 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_12, %_85 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_126 : tensor<4x8xf32>) {
      ^bb0(%_in127: f32, %_in128: f32, %_out129: f32):
        %_130 = arith.mulf %_in127, %_in128 : f32
        linalg.yield %_130 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_132 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_136 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_102 : tensor<4x8xf32>) outs(%_132 : tensor<4x8xf32>) {
      ^bb0(%_in133: f32, %_out134: f32):
        %_135 = math.sqrt %_in133 : f32
        linalg.yield %_135 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_137 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:59)
    %_140 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, 0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%eps : tensor<1x1xf32>) outs(%_137 : tensor<4x8xf32>) {
      ^bb0(%_in138: f32, %_out139: f32):
        linalg.yield %_in138 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:59)
    %_141 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_146 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_136, %_140 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_141 : tensor<4x8xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.addf %_in142, %_in143 : f32
        linalg.yield %_145 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:44)
    %_147 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_152 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_131, %_146 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_147 : tensor<4x8xf32>) {
      ^bb0(%_in148: f32, %_in149: f32, %_out150: f32):
        %_151 = arith.divf %_in148, %_in149 : f32
        linalg.yield %_151 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:28)
    %_153 = tensor.empty() : tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    %_158 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_125, %_152 : tensor<4x8xf32>, tensor<4x8xf32>) outs(%_153 : tensor<4x8xf32>) {
      ^bb0(%_in154: f32, %_in155: f32, %_out156: f32):
        %_157 = arith.subf %_in154, %_in155 : f32
        linalg.yield %_157 : f32
      } -> tensor<4x8xf32> loc("storylm0_adamw_step.kina":50:16)
    func.return %_158, %_37, %_68 : tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32> loc("storylm0_adamw_step.kina":37:1)
  } loc("storylm0_adamw_step.kina":37:1)
  func.func @storylm0_nll(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_12 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_13 = tensor.expand_shape %_12 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_14 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_15 = tensor.expand_shape %_14 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_16 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_17 = tensor.expand_shape %_16 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_18 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_19 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_20 = linalg.fill ins(%_18 : f32) outs(%_19 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_13 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_20 : tensor<1x4x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.mulf %_in21, %_in22 : f32
        %_25 = arith.addf %_out23, %_24 : f32
        linalg.yield %_25 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_27 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_28 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_29 = linalg.fill ins(%_27 : f32) outs(%_28 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_15 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_29 : tensor<1x4x4xf32>) {
      ^bb0(%_in30: f32, %_in31: f32, %_out32: f32):
        %_33 = arith.mulf %_in30, %_in31 : f32
        %_34 = arith.addf %_out32, %_33 : f32
        linalg.yield %_34 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_36 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_37 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_38 = linalg.fill ins(%_36 : f32) outs(%_37 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_17 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_38 : tensor<1x4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        %_43 = arith.addf %_out41, %_42 : f32
        linalg.yield %_43 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_45 = tensor.collapse_shape %_26 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_46 = tensor.expand_shape %_45 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":74:12)
    %_47 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_46 : tensor<1x4x2x2xf32>) outs(%_47 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in48: f32, %_out49: f32):
        linalg.yield %_in48 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_51 = tensor.collapse_shape %_35 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":76:12)
    %_53 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_52 : tensor<1x4x2x2xf32>) outs(%_53 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in54: f32, %_out55: f32):
        linalg.yield %_in54 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_57 = tensor.collapse_shape %_44 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_58 = tensor.expand_shape %_57 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":78:12)
    %_59 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_58 : tensor<1x4x2x2xf32>) outs(%_59 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in60: f32, %_out61: f32):
        linalg.yield %_in60 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_63 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_56 : tensor<1x2x4x2xf32>) outs(%_63 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in64: f32, %_out65: f32):
        linalg.yield %_in64 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_67 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_68 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_69 = linalg.fill ins(%_67 : f32) outs(%_68 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_50, %_66 : tensor<1x2x4x2xf32>, tensor<1x2x2x4xf32>) outs(%_69 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in70: f32, %_in71: f32, %_out72: f32):
        %_73 = arith.mulf %_in70, %_in71 : f32
        %_74 = arith.addf %_out72, %_73 : f32
        linalg.yield %_74 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_76 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_76 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in77: f32, %_out78: f32):
        linalg.yield %_in77 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_80 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_75, %_79 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_80 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.mulf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_86 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_86 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in87: f32, %_out88: f32):
        linalg.yield %_in87 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_90 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_85, %_89 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_90 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in91: f32, %_in92: f32, %_out93: f32):
        %_94 = arith.addf %_in91, %_in92 : f32
        linalg.yield %_94 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_96 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_97 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_98 = linalg.fill ins(%_96 : f32) outs(%_97 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_95 : tensor<1x2x4x4xf32>) outs(%_98 : tensor<1x2x4xf32>) {
      ^bb0(%_in99: f32, %_out100: f32):
        %_101 = arith.maximumf %_in99, %_out100 : f32
        linalg.yield %_101 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_103 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_104 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_105 = linalg.fill ins(%_103 : f32) outs(%_104 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_95, %_102 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_105 : tensor<1x2x4xf32>) {
      ^bb0(%_in106: f32, %_in107: f32, %_out108: f32):
        %_109 = arith.subf %_in106, %_in107 : f32
        %_110 = math.exp %_109 : f32
        %_111 = arith.addf %_110, %_out108 : f32
        linalg.yield %_111 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_113 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_95, %_102, %_112 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_113 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in114: f32, %_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in114, %_in115 : f32
        %_119 = math.exp %_118 : f32
        %_120 = arith.divf %_119, %_in116 : f32
        linalg.yield %_120 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_122 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_123 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_124 = linalg.fill ins(%_122 : f32) outs(%_123 : tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_121, %_62 : tensor<1x2x4x4xf32>, tensor<1x2x4x2xf32>) outs(%_124 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in125: f32, %_in126: f32, %_out127: f32):
        %_128 = arith.mulf %_in125, %_in126 : f32
        %_129 = arith.addf %_out127, %_128 : f32
        linalg.yield %_129 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_131 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_130 : tensor<1x2x4x2xf32>) outs(%_131 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in132: f32, %_out133: f32):
        linalg.yield %_in132 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_135 = tensor.collapse_shape %_134 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_136 = tensor.expand_shape %_135 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":89:16)
    %_137 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_138 = tensor.expand_shape %_137 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_139 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_140 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_141 = linalg.fill ins(%_139 : f32) outs(%_140 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_136, %_138 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_141 : tensor<1x4x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.mulf %_in142, %_in143 : f32
        %_146 = arith.addf %_out144, %_145 : f32
        linalg.yield %_146 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_148 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_147 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_148 : tensor<1x4x4xf32>) {
      ^bb0(%_in149: f32, %_in150: f32, %_out151: f32):
        %_152 = arith.addf %_in149, %_in150 : f32
        linalg.yield %_152 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_154 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_155 = tensor.expand_shape %_154 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_156 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_157 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_158 = linalg.fill ins(%_156 : f32) outs(%_157 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_153, %_155 : tensor<1x4x4xf32>, tensor<1x4x8xf32>) outs(%_158 : tensor<1x4x8xf32>) {
      ^bb0(%_in159: f32, %_in160: f32, %_out161: f32):
        %_162 = arith.mulf %_in159, %_in160 : f32
        %_163 = arith.addf %_out161, %_162 : f32
        linalg.yield %_163 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_165 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_166 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_167 = linalg.fill ins(%_165 : f32) outs(%_166 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_164 : tensor<1x4x8xf32>) outs(%_167 : tensor<1x4xf32>) {
      ^bb0(%_in168: f32, %_out169: f32):
        %_170 = arith.maximumf %_in168, %_out169 : f32
        linalg.yield %_170 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_172 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_173 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_174 = linalg.fill ins(%_172 : f32) outs(%_173 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_164, %_171 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_174 : tensor<1x4xf32>) {
      ^bb0(%_in175: f32, %_in176: f32, %_out177: f32):
        %_178 = arith.subf %_in175, %_in176 : f32
        %_179 = math.exp %_178 : f32
        %_180 = arith.addf %_179, %_out177 : f32
        linalg.yield %_180 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_182 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_164, %_171, %_181 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_182 : tensor<1x4x8xf32>) {
      ^bb0(%_in183: f32, %_in184: f32, %_in185: f32, %_out186: f32):
        %_187 = arith.subf %_in183, %_in184 : f32
        %_188 = math.log %_in185 : f32
        %_189 = arith.subf %_187, %_188 : f32
        linalg.yield %_189 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_191 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_202 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_191 : tensor<1x4xf32>) {
      ^bb0(%_in192: i64, %_out193: f32):
        %_194 = arith.index_cast %_in192 : i64 to index
        %_195 = arith.constant 0 : index
        %_196 = arith.constant 7 : index
        %_197 = arith.maxsi %_194, %_195 : index
        %_198 = arith.minsi %_197, %_196 : index
        %_199 = linalg.index 0 : index
        %_200 = linalg.index 1 : index
        %_201 = tensor.extract %_190[%_199, %_200, %_198] : tensor<1x4x8xf32>
        linalg.yield %_201 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_203 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_207 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_202 : tensor<1x4xf32>) outs(%_203 : tensor<1x4xf32>) {
      ^bb0(%_in204: f32, %_out205: f32):
        %_206 = arith.negf %_in204 : f32
        linalg.yield %_206 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    func.return %_207 : tensor<1x4xf32> loc("storylm0_adamw_step.kina":55:1)
  } loc("storylm0_adamw_step.kina":55:1)
  func.func @storylm0_nll__reverseMode(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_1 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_11 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%token_ids : tensor<1x4xi64>) outs(%_1 : tensor<1x4x4xf32>) {
      ^bb0(%_in2: i64, %_out3: f32):
        %_4 = arith.index_cast %_in2 : i64 to index
        %_5 = arith.constant 0 : index
        %_6 = arith.constant 7 : index
        %_7 = arith.maxsi %_4, %_5 : index
        %_8 = arith.minsi %_7, %_6 : index
        %_9 = linalg.index 2 : index
        %_10 = tensor.extract %token_embedding[%_8, %_9] : tensor<8x4xf32>
        linalg.yield %_10 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_12 = tensor.collapse_shape %wq [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_13 = tensor.expand_shape %_12 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_14 = tensor.collapse_shape %wk [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_15 = tensor.expand_shape %_14 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_16 = tensor.collapse_shape %wv [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_17 = tensor.expand_shape %_16 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_18 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_19 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_20 = linalg.fill ins(%_18 : f32) outs(%_19 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_26 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_13 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_20 : tensor<1x4x4xf32>) {
      ^bb0(%_in21: f32, %_in22: f32, %_out23: f32):
        %_24 = arith.mulf %_in21, %_in22 : f32
        %_25 = arith.addf %_out23, %_24 : f32
        linalg.yield %_25 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_27 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_28 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_29 = linalg.fill ins(%_27 : f32) outs(%_28 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_35 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_15 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_29 : tensor<1x4x4xf32>) {
      ^bb0(%_in30: f32, %_in31: f32, %_out32: f32):
        %_33 = arith.mulf %_in30, %_in31 : f32
        %_34 = arith.addf %_out32, %_33 : f32
        linalg.yield %_34 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_36 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_37 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_38 = linalg.fill ins(%_36 : f32) outs(%_37 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_11, %_17 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_38 : tensor<1x4x4xf32>) {
      ^bb0(%_in39: f32, %_in40: f32, %_out41: f32):
        %_42 = arith.mulf %_in39, %_in40 : f32
        %_43 = arith.addf %_out41, %_42 : f32
        linalg.yield %_43 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_45 = tensor.collapse_shape %_26 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_46 = tensor.expand_shape %_45 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":74:12)
    %_47 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_50 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_46 : tensor<1x4x2x2xf32>) outs(%_47 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in48: f32, %_out49: f32):
        linalg.yield %_in48 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_51 = tensor.collapse_shape %_35 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_52 = tensor.expand_shape %_51 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":76:12)
    %_53 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_56 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_52 : tensor<1x4x2x2xf32>) outs(%_53 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in54: f32, %_out55: f32):
        linalg.yield %_in54 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_57 = tensor.collapse_shape %_44 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_58 = tensor.expand_shape %_57 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":78:12)
    %_59 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_58 : tensor<1x4x2x2xf32>) outs(%_59 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in60: f32, %_out61: f32):
        linalg.yield %_in60 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_63 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_56 : tensor<1x2x4x2xf32>) outs(%_63 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in64: f32, %_out65: f32):
        linalg.yield %_in64 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":80:12)
    %_67 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_68 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_69 = linalg.fill ins(%_67 : f32) outs(%_68 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_50, %_66 : tensor<1x2x4x2xf32>, tensor<1x2x2x4xf32>) outs(%_69 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in70: f32, %_in71: f32, %_out72: f32):
        %_73 = arith.mulf %_in70, %_in71 : f32
        %_74 = arith.addf %_out72, %_73 : f32
        linalg.yield %_74 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_76 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%attention_scale : tensor<1x1x1x1xf32>) outs(%_76 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in77: f32, %_out78: f32):
        linalg.yield %_in77 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":82:15)
    %_80 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_75, %_79 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_80 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in81: f32, %_in82: f32, %_out83: f32):
        %_84 = arith.mulf %_in81, %_in82 : f32
        linalg.yield %_84 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_86 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%causal_mask : tensor<1x1x4x4xf32>) outs(%_86 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in87: f32, %_out88: f32):
        linalg.yield %_in87 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_90 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_85, %_89 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_90 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in91: f32, %_in92: f32, %_out93: f32):
        %_94 = arith.addf %_in91, %_in92 : f32
        linalg.yield %_94 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":85:16)
    %_96 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_97 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_98 = linalg.fill ins(%_96 : f32) outs(%_97 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_95 : tensor<1x2x4x4xf32>) outs(%_98 : tensor<1x2x4xf32>) {
      ^bb0(%_in99: f32, %_out100: f32):
        %_101 = arith.maximumf %_in99, %_out100 : f32
        linalg.yield %_101 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_103 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_104 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_105 = linalg.fill ins(%_103 : f32) outs(%_104 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_95, %_102 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%_105 : tensor<1x2x4xf32>) {
      ^bb0(%_in106: f32, %_in107: f32, %_out108: f32):
        %_109 = arith.subf %_in106, %_in107 : f32
        %_110 = math.exp %_109 : f32
        %_111 = arith.addf %_110, %_out108 : f32
        linalg.yield %_111 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_113 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_121 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_95, %_102, %_112 : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%_113 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in114: f32, %_in115: f32, %_in116: f32, %_out117: f32):
        %_118 = arith.subf %_in114, %_in115 : f32
        %_119 = math.exp %_118 : f32
        %_120 = arith.divf %_119, %_in116 : f32
        linalg.yield %_120 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_122 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_123 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_124 = linalg.fill ins(%_122 : f32) outs(%_123 : tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_121, %_62 : tensor<1x2x4x4xf32>, tensor<1x2x4x2xf32>) outs(%_124 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in125: f32, %_in126: f32, %_out127: f32):
        %_128 = arith.mulf %_in125, %_in126 : f32
        %_129 = arith.addf %_out127, %_128 : f32
        linalg.yield %_129 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_131 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_130 : tensor<1x2x4x2xf32>) outs(%_131 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in132: f32, %_out133: f32):
        linalg.yield %_in132 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_135 = tensor.collapse_shape %_134 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_136 = tensor.expand_shape %_135 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":89:16)
    %_137 = tensor.collapse_shape %wo [[0, 1]] : tensor<4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_138 = tensor.expand_shape %_137 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_139 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_140 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_141 = linalg.fill ins(%_139 : f32) outs(%_140 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_136, %_138 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_141 : tensor<1x4x4xf32>) {
      ^bb0(%_in142: f32, %_in143: f32, %_out144: f32):
        %_145 = arith.mulf %_in142, %_in143 : f32
        %_146 = arith.addf %_out144, %_145 : f32
        linalg.yield %_146 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_148 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11, %_147 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_148 : tensor<1x4x4xf32>) {
      ^bb0(%_in149: f32, %_in150: f32, %_out151: f32):
        %_152 = arith.addf %_in149, %_in150 : f32
        linalg.yield %_152 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":92:11)
    %_154 = tensor.collapse_shape %lm_head [[0, 1]] : tensor<4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_155 = tensor.expand_shape %_154 [[0, 1, 2]] output_shape [1, 4, 8] : tensor<32xf32> into tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_156 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_157 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_158 = linalg.fill ins(%_156 : f32) outs(%_157 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_153, %_155 : tensor<1x4x4xf32>, tensor<1x4x8xf32>) outs(%_158 : tensor<1x4x8xf32>) {
      ^bb0(%_in159: f32, %_in160: f32, %_out161: f32):
        %_162 = arith.mulf %_in159, %_in160 : f32
        %_163 = arith.addf %_out161, %_162 : f32
        linalg.yield %_163 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_165 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_166 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_167 = linalg.fill ins(%_165 : f32) outs(%_166 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_164 : tensor<1x4x8xf32>) outs(%_167 : tensor<1x4xf32>) {
      ^bb0(%_in168: f32, %_out169: f32):
        %_170 = arith.maximumf %_in168, %_out169 : f32
        linalg.yield %_170 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_172 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_173 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_174 = linalg.fill ins(%_172 : f32) outs(%_173 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_164, %_171 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_174 : tensor<1x4xf32>) {
      ^bb0(%_in175: f32, %_in176: f32, %_out177: f32):
        %_178 = arith.subf %_in175, %_in176 : f32
        %_179 = math.exp %_178 : f32
        %_180 = arith.addf %_179, %_out177 : f32
        linalg.yield %_180 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_182 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_164, %_171, %_181 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_182 : tensor<1x4x8xf32>) {
      ^bb0(%_in183: f32, %_in184: f32, %_in185: f32, %_out186: f32):
        %_187 = arith.subf %_in183, %_in184 : f32
        %_188 = math.log %_in185 : f32
        %_189 = arith.subf %_187, %_188 : f32
        linalg.yield %_189 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_191 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_202 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%targets : tensor<1x4xi64>) outs(%_191 : tensor<1x4xf32>) {
      ^bb0(%_in192: i64, %_out193: f32):
        %_194 = arith.index_cast %_in192 : i64 to index
        %_195 = arith.constant 0 : index
        %_196 = arith.constant 7 : index
        %_197 = arith.maxsi %_194, %_195 : index
        %_198 = arith.minsi %_197, %_196 : index
        %_199 = linalg.index 0 : index
        %_200 = linalg.index 1 : index
        %_201 = tensor.extract %_190[%_199, %_200, %_198] : tensor<1x4x8xf32>
        linalg.yield %_201 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":96:16)
    %_203 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_207 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_202 : tensor<1x4xf32>) outs(%_203 : tensor<1x4xf32>) {
      ^bb0(%_in204: f32, %_out205: f32):
        %_206 = arith.negf %_in204 : f32
        linalg.yield %_206 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_208 = arith.constant dense<0x3F800000> : tensor<1x4xf32> loc("storylm0_adamw_step.kina":55:1)
    %_209 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_213 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%_208 : tensor<1x4xf32>) outs(%_209 : tensor<1x4xf32>) {
      ^bb0(%_in210: f32, %_out211: f32):
        %_212 = arith.negf %_in210 : f32
        linalg.yield %_212 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":97:13)
    %_214 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":96:16)
    %_223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_213, %targets : tensor<1x4xf32>, tensor<1x4xi64>) outs(%_214 : tensor<1x4x8xf32>) {
      ^bb0(%_in215: f32, %_in216: i64, %_out217: f32):
        %_218 = arith.index_cast %_in216 : i64 to index
        %_219 = linalg.index 2 : index
        %_220 = arith.cmpi eq, %_218, %_219 : index
        %_221 = arith.constant 0x00000000 : f32
        %_222 = arith.select %_220, %_in215, %_221 : f32
        linalg.yield %_222 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":96:16)
    %_224 = arith.constant 0xFF800000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_225 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_226 = linalg.fill ins(%_224 : f32) outs(%_225 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_164 : tensor<1x4x8xf32>) outs(%_226 : tensor<1x4xf32>) {
      ^bb0(%_in227: f32, %_out228: f32):
        %_229 = arith.maximumf %_in227, %_out228 : f32
        linalg.yield %_229 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_231 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_232 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_233 = linalg.fill ins(%_231 : f32) outs(%_232 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_240 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_164, %_230 : tensor<1x4x8xf32>, tensor<1x4xf32>) outs(%_233 : tensor<1x4xf32>) {
      ^bb0(%_in234: f32, %_in235: f32, %_out236: f32):
        %_237 = arith.subf %_in234, %_in235 : f32
        %_238 = math.exp %_237 : f32
        %_239 = arith.addf %_238, %_out236 : f32
        linalg.yield %_239 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_241 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_164, %_230, %_240 : tensor<1x4x8xf32>, tensor<1x4xf32>, tensor<1x4xf32>) outs(%_241 : tensor<1x4x8xf32>) {
      ^bb0(%_in242: f32, %_in243: f32, %_in244: f32, %_out245: f32):
        %_246 = arith.subf %_in242, %_in243 : f32
        %_247 = math.exp %_246 : f32
        %_248 = arith.divf %_247, %_in244 : f32
        linalg.yield %_248 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_250 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":95:19)
    %_251 = tensor.empty() : tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_252 = linalg.fill ins(%_250 : f32) outs(%_251 : tensor<1x4xf32>) -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%_223 : tensor<1x4x8xf32>) outs(%_252 : tensor<1x4xf32>) {
      ^bb0(%_in253: f32, %_out254: f32):
        %_255 = arith.addf %_in253, %_out254 : f32
        linalg.yield %_255 : f32
      } -> tensor<1x4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_257 = tensor.collapse_shape %_256 [[0, 1]] : tensor<1x4xf32> into tensor<4xf32> loc("storylm0_adamw_step.kina":95:19)
    %_258 = tensor.expand_shape %_257 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32> loc("storylm0_adamw_step.kina":95:19)
    %_259 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, 0)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_258 : tensor<1x4x1xf32>) outs(%_259 : tensor<1x4x8xf32>) {
      ^bb0(%_in260: f32, %_out261: f32):
        linalg.yield %_in260 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_263 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_249, %_262 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_263 : tensor<1x4x8xf32>) {
      ^bb0(%_in264: f32, %_in265: f32, %_out266: f32):
        %_267 = arith.mulf %_in264, %_in265 : f32
        linalg.yield %_267 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_269 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_223, %_268 : tensor<1x4x8xf32>, tensor<1x4x8xf32>) outs(%_269 : tensor<1x4x8xf32>) {
      ^bb0(%_in270: f32, %_in271: f32, %_out272: f32):
        %_273 = arith.subf %_in270, %_in271 : f32
        linalg.yield %_273 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":95:19)
    %_275 = tensor.empty() : tensor<1x8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_278 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_155 : tensor<1x4x8xf32>) outs(%_275 : tensor<1x8x4xf32>) {
      ^bb0(%_in276: f32, %_out277: f32):
        linalg.yield %_in276 : f32
      } -> tensor<1x8x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_279 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_280 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_281 = linalg.fill ins(%_279 : f32) outs(%_280 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_274, %_278 : tensor<1x4x8xf32>, tensor<1x8x4xf32>) outs(%_281 : tensor<1x4x4xf32>) {
      ^bb0(%_in282: f32, %_in283: f32, %_out284: f32):
        %_285 = arith.mulf %_in282, %_in283 : f32
        %_286 = arith.addf %_out284, %_285 : f32
        linalg.yield %_286 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_288 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_153 : tensor<1x4x4xf32>) outs(%_288 : tensor<1x4x4xf32>) {
      ^bb0(%_in289: f32, %_out290: f32):
        linalg.yield %_in289 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":94:16)
    %_292 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":94:16)
    %_293 = tensor.empty() : tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_294 = linalg.fill ins(%_292 : f32) outs(%_293 : tensor<1x4x8xf32>) -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_291, %_274 : tensor<1x4x4xf32>, tensor<1x4x8xf32>) outs(%_294 : tensor<1x4x8xf32>) {
      ^bb0(%_in295: f32, %_in296: f32, %_out297: f32):
        %_298 = arith.mulf %_in295, %_in296 : f32
        %_299 = arith.addf %_out297, %_298 : f32
        linalg.yield %_299 : f32
      } -> tensor<1x4x8xf32> loc("storylm0_adamw_step.kina":94:16)
    %_301 = tensor.collapse_shape %_300 [[0, 1, 2]] : tensor<1x4x8xf32> into tensor<32xf32> loc("storylm0_adamw_step.kina":93:13)
    %_302 = tensor.expand_shape %_301 [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32> loc("storylm0_adamw_step.kina":93:13)
    %_303 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_138 : tensor<1x4x4xf32>) outs(%_303 : tensor<1x4x4xf32>) {
      ^bb0(%_in304: f32, %_out305: f32):
        linalg.yield %_in304 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_307 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_308 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_309 = linalg.fill ins(%_307 : f32) outs(%_308 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_287, %_306 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_309 : tensor<1x4x4xf32>) {
      ^bb0(%_in310: f32, %_in311: f32, %_out312: f32):
        %_313 = arith.mulf %_in310, %_in311 : f32
        %_314 = arith.addf %_out312, %_313 : f32
        linalg.yield %_314 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_316 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_136 : tensor<1x4x4xf32>) outs(%_316 : tensor<1x4x4xf32>) {
      ^bb0(%_in317: f32, %_out318: f32):
        linalg.yield %_in317 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_320 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":91:14)
    %_321 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_322 = linalg.fill ins(%_320 : f32) outs(%_321 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_319, %_287 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_322 : tensor<1x4x4xf32>) {
      ^bb0(%_in323: f32, %_in324: f32, %_out325: f32):
        %_326 = arith.mulf %_in323, %_in324 : f32
        %_327 = arith.addf %_out325, %_326 : f32
        linalg.yield %_327 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":91:14)
    %_329 = tensor.collapse_shape %_328 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":90:13)
    %_330 = tensor.expand_shape %_329 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":90:13)
    %_331 = tensor.collapse_shape %_315 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":89:16)
    %_332 = tensor.expand_shape %_331 [[0, 1, 2, 3]] output_shape [1, 4, 2, 2] : tensor<16xf32> into tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":89:16)
    %_333 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_332 : tensor<1x4x2x2xf32>) outs(%_333 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in334: f32, %_out335: f32):
        linalg.yield %_in334 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":88:15)
    %_337 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_340 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_62 : tensor<1x2x4x2xf32>) outs(%_337 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in338: f32, %_out339: f32):
        linalg.yield %_in338 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_341 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_342 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_343 = linalg.fill ins(%_341 : f32) outs(%_342 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_349 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_336, %_340 : tensor<1x2x4x2xf32>, tensor<1x2x2x4xf32>) outs(%_343 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in344: f32, %_in345: f32, %_out346: f32):
        %_347 = arith.mulf %_in344, %_in345 : f32
        %_348 = arith.addf %_out346, %_347 : f32
        linalg.yield %_348 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_350 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_121 : tensor<1x2x4x4xf32>) outs(%_350 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in351: f32, %_out352: f32):
        linalg.yield %_in351 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":87:13)
    %_354 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":87:13)
    %_355 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_356 = linalg.fill ins(%_354 : f32) outs(%_355 : tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_353, %_336 : tensor<1x2x4x4xf32>, tensor<1x2x4x2xf32>) outs(%_356 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in357: f32, %_in358: f32, %_out359: f32):
        %_360 = arith.mulf %_in357, %_in358 : f32
        %_361 = arith.addf %_out359, %_360 : f32
        linalg.yield %_361 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":87:13)
    %_363 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_349, %_121 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_363 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in364: f32, %_in365: f32, %_out366: f32):
        %_367 = arith.mulf %_in364, %_in365 : f32
        linalg.yield %_367 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_369 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":86:15)
    %_370 = tensor.empty() : tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_371 = linalg.fill ins(%_369 : f32) outs(%_370 : tensor<1x2x4xf32>) -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_375 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_368 : tensor<1x2x4x4xf32>) outs(%_371 : tensor<1x2x4xf32>) {
      ^bb0(%_in372: f32, %_out373: f32):
        %_374 = arith.addf %_in372, %_out373 : f32
        linalg.yield %_374 : f32
      } -> tensor<1x2x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_376 = tensor.collapse_shape %_375 [[0, 1, 2]] : tensor<1x2x4xf32> into tensor<8xf32> loc("storylm0_adamw_step.kina":86:15)
    %_377 = tensor.expand_shape %_376 [[0, 1, 2, 3]] output_shape [1, 2, 4, 1] : tensor<8xf32> into tensor<1x2x4x1xf32> loc("storylm0_adamw_step.kina":86:15)
    %_378 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_381 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_377 : tensor<1x2x4x1xf32>) outs(%_378 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in379: f32, %_out380: f32):
        linalg.yield %_in379 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_382 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_349, %_381 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_382 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in383: f32, %_in384: f32, %_out385: f32):
        %_386 = arith.subf %_in383, %_in384 : f32
        linalg.yield %_386 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_388 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_121, %_387 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_388 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in389: f32, %_in390: f32, %_out391: f32):
        %_392 = arith.mulf %_in389, %_in390 : f32
        linalg.yield %_392 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":86:15)
    %_394 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":84:14)
    %_395 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_396 = linalg.fill ins(%_394 : f32) outs(%_395 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%_393 : tensor<1x2x4x4xf32>) outs(%_396 : tensor<1x4x4xf32>) {
      ^bb0(%_in397: f32, %_out398: f32):
        %_399 = arith.addf %_in397, %_out398 : f32
        linalg.yield %_399 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_401 = tensor.collapse_shape %_400 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":84:14)
    %_402 = tensor.expand_shape %_401 [[0, 1, 2, 3]] output_shape [1, 1, 4, 4] : tensor<16xf32> into tensor<1x1x4x4xf32> loc("storylm0_adamw_step.kina":84:14)
    %_403 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_393, %_79 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_403 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in404: f32, %_in405: f32, %_out406: f32):
        %_407 = arith.mulf %_in404, %_in405 : f32
        linalg.yield %_407 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_409 = tensor.empty() : tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_414 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_393, %_75 : tensor<1x2x4x4xf32>, tensor<1x2x4x4xf32>) outs(%_409 : tensor<1x2x4x4xf32>) {
      ^bb0(%_in410: f32, %_in411: f32, %_out412: f32):
        %_413 = arith.mulf %_in410, %_in411 : f32
        linalg.yield %_413 : f32
      } -> tensor<1x2x4x4xf32> loc("storylm0_adamw_step.kina":83:16)
    %_415 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":82:15)
    %_416 = tensor.empty() : tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_417 = linalg.fill ins(%_415 : f32) outs(%_416 : tensor<1xf32>) -> tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0)>], iterator_types = ["parallel", "reduction", "reduction", "reduction"]} ins(%_414 : tensor<1x2x4x4xf32>) outs(%_417 : tensor<1xf32>) {
      ^bb0(%_in418: f32, %_out419: f32):
        %_420 = arith.addf %_in418, %_out419 : f32
        linalg.yield %_420 : f32
      } -> tensor<1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_422 = tensor.expand_shape %_421 [[0, 1, 2, 3]] output_shape [1, 1, 1, 1] : tensor<1xf32> into tensor<1x1x1x1xf32> loc("storylm0_adamw_step.kina":82:15)
    %_423 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_426 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_66 : tensor<1x2x2x4xf32>) outs(%_423 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in424: f32, %_out425: f32):
        linalg.yield %_in424 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_427 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_428 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_429 = linalg.fill ins(%_427 : f32) outs(%_428 : tensor<1x2x4x2xf32>) -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_408, %_426 : tensor<1x2x4x4xf32>, tensor<1x2x4x2xf32>) outs(%_429 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in430: f32, %_in431: f32, %_out432: f32):
        %_433 = arith.mulf %_in430, %_in431 : f32
        %_434 = arith.addf %_out432, %_433 : f32
        linalg.yield %_434 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":81:16)
    %_436 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_50 : tensor<1x2x4x2xf32>) outs(%_436 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in437: f32, %_out438: f32):
        linalg.yield %_in437 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_440 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":81:16)
    %_441 = tensor.empty() : tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_442 = linalg.fill ins(%_440 : f32) outs(%_441 : tensor<1x2x2x4xf32>) -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_448 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%_439, %_408 : tensor<1x2x2x4xf32>, tensor<1x2x4x4xf32>) outs(%_442 : tensor<1x2x2x4xf32>) {
      ^bb0(%_in443: f32, %_in444: f32, %_out445: f32):
        %_446 = arith.mulf %_in443, %_in444 : f32
        %_447 = arith.addf %_out445, %_446 : f32
        linalg.yield %_447 : f32
      } -> tensor<1x2x2x4xf32> loc("storylm0_adamw_step.kina":81:16)
    %_449 = tensor.empty() : tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":80:12)
    %_452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_448 : tensor<1x2x2x4xf32>) outs(%_449 : tensor<1x2x4x2xf32>) {
      ^bb0(%_in450: f32, %_out451: f32):
        linalg.yield %_in450 : f32
      } -> tensor<1x2x4x2xf32> loc("storylm0_adamw_step.kina":80:12)
    %_453 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_362 : tensor<1x2x4x2xf32>) outs(%_453 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in454: f32, %_out455: f32):
        linalg.yield %_in454 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":79:12)
    %_457 = tensor.collapse_shape %_456 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":78:12)
    %_458 = tensor.expand_shape %_457 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":78:12)
    %_459 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_452 : tensor<1x2x4x2xf32>) outs(%_459 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in460: f32, %_out461: f32):
        linalg.yield %_in460 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":77:12)
    %_463 = tensor.collapse_shape %_462 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":76:12)
    %_464 = tensor.expand_shape %_463 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":76:12)
    %_465 = tensor.empty() : tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%_435 : tensor<1x2x4x2xf32>) outs(%_465 : tensor<1x4x2x2xf32>) {
      ^bb0(%_in466: f32, %_out467: f32):
        linalg.yield %_in466 : f32
      } -> tensor<1x4x2x2xf32> loc("storylm0_adamw_step.kina":75:12)
    %_469 = tensor.collapse_shape %_468 [[0, 1, 2, 3]] : tensor<1x4x2x2xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":74:12)
    %_470 = tensor.expand_shape %_469 [[0, 1, 2]] output_shape [1, 4, 4] : tensor<16xf32> into tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":74:12)
    %_471 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_17 : tensor<1x4x4xf32>) outs(%_471 : tensor<1x4x4xf32>) {
      ^bb0(%_in472: f32, %_out473: f32):
        linalg.yield %_in472 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_475 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_476 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_477 = linalg.fill ins(%_475 : f32) outs(%_476 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_483 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_458, %_474 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_477 : tensor<1x4x4xf32>) {
      ^bb0(%_in478: f32, %_in479: f32, %_out480: f32):
        %_481 = arith.mulf %_in478, %_in479 : f32
        %_482 = arith.addf %_out480, %_481 : f32
        linalg.yield %_482 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_484 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_487 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_484 : tensor<1x4x4xf32>) {
      ^bb0(%_in485: f32, %_out486: f32):
        linalg.yield %_in485 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_488 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":73:11)
    %_489 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_490 = linalg.fill ins(%_488 : f32) outs(%_489 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_496 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_487, %_458 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_490 : tensor<1x4x4xf32>) {
      ^bb0(%_in491: f32, %_in492: f32, %_out493: f32):
        %_494 = arith.mulf %_in491, %_in492 : f32
        %_495 = arith.addf %_out493, %_494 : f32
        linalg.yield %_495 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":73:11)
    %_497 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_15 : tensor<1x4x4xf32>) outs(%_497 : tensor<1x4x4xf32>) {
      ^bb0(%_in498: f32, %_out499: f32):
        linalg.yield %_in498 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_501 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_502 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_503 = linalg.fill ins(%_501 : f32) outs(%_502 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_509 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_464, %_500 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_503 : tensor<1x4x4xf32>) {
      ^bb0(%_in504: f32, %_in505: f32, %_out506: f32):
        %_507 = arith.mulf %_in504, %_in505 : f32
        %_508 = arith.addf %_out506, %_507 : f32
        linalg.yield %_508 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_510 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_513 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_510 : tensor<1x4x4xf32>) {
      ^bb0(%_in511: f32, %_out512: f32):
        linalg.yield %_in511 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_514 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":72:11)
    %_515 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_516 = linalg.fill ins(%_514 : f32) outs(%_515 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_522 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_513, %_464 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_516 : tensor<1x4x4xf32>) {
      ^bb0(%_in517: f32, %_in518: f32, %_out519: f32):
        %_520 = arith.mulf %_in517, %_in518 : f32
        %_521 = arith.addf %_out519, %_520 : f32
        linalg.yield %_521 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":72:11)
    %_523 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_526 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_13 : tensor<1x4x4xf32>) outs(%_523 : tensor<1x4x4xf32>) {
      ^bb0(%_in524: f32, %_out525: f32):
        linalg.yield %_in524 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_527 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_528 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_529 = linalg.fill ins(%_527 : f32) outs(%_528 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_535 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_470, %_526 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_529 : tensor<1x4x4xf32>) {
      ^bb0(%_in530: f32, %_in531: f32, %_out532: f32):
        %_533 = arith.mulf %_in530, %_in531 : f32
        %_534 = arith.addf %_out532, %_533 : f32
        linalg.yield %_534 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_536 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_539 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_11 : tensor<1x4x4xf32>) outs(%_536 : tensor<1x4x4xf32>) {
      ^bb0(%_in537: f32, %_out538: f32):
        linalg.yield %_in537 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_540 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":71:11)
    %_541 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_542 = linalg.fill ins(%_540 : f32) outs(%_541 : tensor<1x4x4xf32>) -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_548 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%_539, %_470 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_542 : tensor<1x4x4xf32>) {
      ^bb0(%_in543: f32, %_in544: f32, %_out545: f32):
        %_546 = arith.mulf %_in543, %_in544 : f32
        %_547 = arith.addf %_out545, %_546 : f32
        linalg.yield %_547 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":71:11)
    %_549 = tensor.collapse_shape %_496 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":70:13)
    %_550 = tensor.expand_shape %_549 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":70:13)
    %_551 = tensor.collapse_shape %_522 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":69:13)
    %_552 = tensor.expand_shape %_551 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":69:13)
    %_553 = tensor.collapse_shape %_548 [[0, 1, 2]] : tensor<1x4x4xf32> into tensor<16xf32> loc("storylm0_adamw_step.kina":68:13)
    %_554 = tensor.expand_shape %_553 [[0, 1]] output_shape [4, 4] : tensor<16xf32> into tensor<4x4xf32> loc("storylm0_adamw_step.kina":68:13)
    %_555 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_560 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_287, %_483 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_555 : tensor<1x4x4xf32>) {
      ^bb0(%_in556: f32, %_in557: f32, %_out558: f32):
        %_559 = arith.addf %_in556, %_in557 : f32
        linalg.yield %_559 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_561 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_566 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_560, %_509 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_561 : tensor<1x4x4xf32>) {
      ^bb0(%_in562: f32, %_in563: f32, %_out564: f32):
        %_565 = arith.addf %_in562, %_in563 : f32
        linalg.yield %_565 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_567 = tensor.empty() : tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_572 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%_566, %_535 : tensor<1x4x4xf32>, tensor<1x4x4xf32>) outs(%_567 : tensor<1x4x4xf32>) {
      ^bb0(%_in568: f32, %_in569: f32, %_out570: f32):
        %_571 = arith.addf %_in568, %_in569 : f32
        linalg.yield %_571 : f32
      } -> tensor<1x4x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_573 = arith.constant 0x00000000 : f32 loc("storylm0_adamw_step.kina":67:11)
    %_574 = tensor.empty() : tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_575 = linalg.fill ins(%_573 : f32) outs(%_574 : tensor<8x4xf32>) -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    %_585 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%_572, %token_ids : tensor<1x4x4xf32>, tensor<1x4xi64>) outs(%_575 : tensor<8x4xf32>) {
      ^bb0(%_in576: f32, %_in577: i64, %_out578: f32):
        %_579 = arith.index_cast %_in577 : i64 to index
        %_580 = linalg.index 0 : index
        %_581 = arith.cmpi eq, %_579, %_580 : index
        %_582 = arith.constant 0x00000000 : f32
        %_583 = arith.select %_581, %_in576, %_582 : f32
        %_584 = arith.addf %_out578, %_583 : f32
        linalg.yield %_584 : f32
      } -> tensor<8x4xf32> loc("storylm0_adamw_step.kina":67:11)
    func.return %_207, %_585, %_402, %_422, %_554, %_552, %_550, %_330, %_302 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32> loc("storylm0_adamw_step.kina":55:1)
  } loc("storylm0_adamw_step.kina":55:1)
  func.func @step(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %m_emb: tensor<8x4xf32> {bufferization.writable = false}, %v_emb: tensor<8x4xf32> {bufferization.writable = false}, %m_wq: tensor<4x4xf32> {bufferization.writable = false}, %v_wq: tensor<4x4xf32> {bufferization.writable = false}, %m_wk: tensor<4x4xf32> {bufferization.writable = false}, %v_wk: tensor<4x4xf32> {bufferization.writable = false}, %m_wv: tensor<4x4xf32> {bufferization.writable = false}, %v_wv: tensor<4x4xf32> {bufferization.writable = false}, %m_wo: tensor<4x4xf32> {bufferization.writable = false}, %v_wo: tensor<4x4xf32> {bufferization.writable = false}, %m_lm: tensor<4x8xf32> {bufferization.writable = false}, %v_lm: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_call1:9 = func.call @storylm0_nll__reverseMode(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>) loc("storylm0_adamw_step.kina":130:5)
    %_call2:3 = func.call @adamw_8x4(%token_embedding, %_call1#1, %m_emb, %v_emb, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) loc("storylm0_adamw_step.kina":134:44)
    %_call3:3 = func.call @adamw_4x4(%wq, %_call1#4, %m_wq, %v_wq, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":135:41)
    %_call4:3 = func.call @adamw_4x4(%wk, %_call1#5, %m_wk, %v_wk, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":136:41)
    %_call5:3 = func.call @adamw_4x4(%wv, %_call1#6, %m_wv, %v_wv, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":137:41)
    %_call6:3 = func.call @adamw_4x4(%wo, %_call1#7, %m_wo, %v_wo, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>) loc("storylm0_adamw_step.kina":138:41)
    %_call7:3 = func.call @adamw_4x8(%lm_head, %_call1#8, %m_lm, %v_lm, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) loc("storylm0_adamw_step.kina":139:41)
    func.return %_call1#0, %_call2#0, %_call2#1, %_call2#2, %_call3#0, %_call3#1, %_call3#2, %_call4#0, %_call4#1, %_call4#2, %_call5#0, %_call5#1, %_call5#2, %_call6#0, %_call6#1, %_call6#2, %_call7#0, %_call7#1, %_call7#2 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32> loc("storylm0_adamw_step.kina":101:1)
  } loc("storylm0_adamw_step.kina":101:1)
  func.func @main(%token_ids: tensor<1x4xi64> {bufferization.writable = false}, %targets: tensor<1x4xi64> {bufferization.writable = false}, %token_embedding: tensor<8x4xf32> {bufferization.writable = false}, %causal_mask: tensor<1x1x4x4xf32> {bufferization.writable = false}, %attention_scale: tensor<1x1x1x1xf32> {bufferization.writable = false}, %wq: tensor<4x4xf32> {bufferization.writable = false}, %wk: tensor<4x4xf32> {bufferization.writable = false}, %wv: tensor<4x4xf32> {bufferization.writable = false}, %wo: tensor<4x4xf32> {bufferization.writable = false}, %lm_head: tensor<4x8xf32> {bufferization.writable = false}, %m_emb: tensor<8x4xf32> {bufferization.writable = false}, %v_emb: tensor<8x4xf32> {bufferization.writable = false}, %m_wq: tensor<4x4xf32> {bufferization.writable = false}, %v_wq: tensor<4x4xf32> {bufferization.writable = false}, %m_wk: tensor<4x4xf32> {bufferization.writable = false}, %v_wk: tensor<4x4xf32> {bufferization.writable = false}, %m_wv: tensor<4x4xf32> {bufferization.writable = false}, %v_wv: tensor<4x4xf32> {bufferization.writable = false}, %m_wo: tensor<4x4xf32> {bufferization.writable = false}, %v_wo: tensor<4x4xf32> {bufferization.writable = false}, %m_lm: tensor<4x8xf32> {bufferization.writable = false}, %v_lm: tensor<4x8xf32> {bufferization.writable = false}, %lr: tensor<1x1xf32> {bufferization.writable = false}, %beta1: tensor<1x1xf32> {bufferization.writable = false}, %beta2: tensor<1x1xf32> {bufferization.writable = false}, %eps: tensor<1x1xf32> {bufferization.writable = false}, %weight_decay: tensor<1x1xf32> {bufferization.writable = false}, %beta1_t: tensor<1x1xf32> {bufferization.writable = false}, %beta2_t: tensor<1x1xf32> {bufferization.writable = false}) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) attributes {llvm.emit_c_interface} {
    %_call1:19 = func.call @step(%token_ids, %targets, %token_embedding, %causal_mask, %attention_scale, %wq, %wk, %wv, %wo, %lm_head, %m_emb, %v_emb, %m_wq, %v_wq, %m_wk, %v_wk, %m_wv, %v_wv, %m_wo, %v_wo, %m_lm, %v_lm, %lr, %beta1, %beta2, %eps, %weight_decay, %beta1_t, %beta2_t) : (tensor<1x4xi64>, tensor<1x4xi64>, tensor<8x4xf32>, tensor<1x1x4x4xf32>, tensor<1x1x1x1xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>, tensor<1x1xf32>) -> (tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) loc("storylm0_adamw_step.kina":171:3)
    func.return %_call1#0, %_call1#1, %_call1#2, %_call1#3, %_call1#4, %_call1#5, %_call1#6, %_call1#7, %_call1#8, %_call1#9, %_call1#10, %_call1#11, %_call1#12, %_call1#13, %_call1#14, %_call1#15, %_call1#16, %_call1#17, %_call1#18 : tensor<1x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32> loc("storylm0_adamw_step.kina":143:1)
  } loc("storylm0_adamw_step.kina":143:1)
}
